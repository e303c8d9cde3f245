import { ApiError } from '@qurio/client';
import { resetLinkQueryOptions, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, ScrollView, Text } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { AuthLink } from './AuthLink';
import { authStyles } from './auth-styles';
import { Done, NewPasswordFields } from './NewPasswordFields';

/** Codes that mean the link itself is unusable (as opposed to a rejected password). */
const LINK_CODES = new Set(['TOKEN_INVALID', 'TOKEN_REQUIRED']);
const isLinkError = (error: unknown) => error instanceof ApiError && LINK_CODES.has(error.code);

/**
 * `/reset-password/{token}`, the link from the reset mail: the token is checked on opening
 * (without using it up), then a new password, twice, sets it. A used or expired link offers to
 * start again.
 */
export function ResetPasswordTokenScreen({ token }: { token: string }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const link = useQuery(resetLinkQueryOptions(api, token));
  const finish = useWriteMutation(writes.resetWithLink);
  // A network failure leaves the form usable for a second try; only the server's verdict closes it.
  const invalid = isLinkError(link.error) ? link.error : isLinkError(finish.error) ? finish.error : null;

  return (
    <Screen>
      <ScrollView contentContainerStyle={authStyles.form} keyboardShouldPersistTaps="handled">
        <Text accessibilityRole="header" style={[authStyles.title, { color: colors.text }]}>
          {t('passwordReset.passwordTitle')}
        </Text>
        {finish.isSuccess ? (
          <Done />
        ) : link.isPending ? (
          <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
        ) : invalid ? (
          <>
            <ErrorText message={describeError(t, invalid)} />
            <Text style={{ color: colors.text }}>{t('passwordReset.linkInvalid')}</Text>
            <Link
              href="/forgot-password"
              replace
              accessibilityRole="link"
              accessibilityLabel={t('passwordReset.startAgain')}
            >
              <Text style={[authStyles.link, { color: colors.primary }]}>{t('passwordReset.startAgain')}</Text>
            </Link>
          </>
        ) : (
          <>
            <Text style={{ color: colors.muted }}>{t('passwordReset.passwordLead')}</Text>
            <NewPasswordFields
              busy={finish.isPending}
              error={finish.error ? describeError(t, finish.error) : null}
              onEdit={() => finish.reset()}
              onSubmit={(password, repeat) => finish.mutate({ token, password, password_repeat: repeat })}
            />
          </>
        )}
        <AuthLink href="/login" label={t('passwordReset.backToLogin')} />
      </ScrollView>
    </Screen>
  );
}
