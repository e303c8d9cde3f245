import { writes } from '@qurio/queries';
import { type Href, Redirect, useLocalSearchParams } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { ScrollView, Text } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { ReturnTo } from '../../lib/ReturnTo';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { SplashView } from '../../ui/SplashView';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { authStyles } from './auth-styles';
import { ConsentFields, useConsent } from './ConsentFields';
import { consentDestination } from './ConsentGate';

/**
 * The confirmations a member signed up without (a client on the spec's payload) or from before
 * they existed (issue 29): shown before any other screen (ConsentGate), since the server refuses
 * every other call until they are given (CONSENT_REQUIRED); then the screen they were opening.
 */
export function ConsentScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { status, user, updateUser, signOut } = useSession();
  const { next } = useLocalSearchParams<{ next?: string }>();
  const consent = useConsent();
  const confirm = useWriteMutation(writes.confirmConsent, {
    after: (result) => updateUser({ consent_required: result.user.consent_required }),
  });

  if (status === 'restoring') return <SplashView />;
  if (status === 'signedOut') return <Redirect href="/login" />;
  if (!user?.consent_required) return <ReturnTo href={consentDestination(next) as Href} />;

  const submit = () => consent.submit(() => confirm.mutate({ accept_terms: true, confirm_age: true }), confirm.reset);
  const error = consent.error(confirm.error);

  return (
    <Screen>
      <ScrollView contentContainerStyle={authStyles.form} keyboardShouldPersistTaps="handled">
        <Text accessibilityRole="header" style={[authStyles.title, { color: colors.text }]}>
          {t('consent.title')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('consent.intro')}</Text>
        <ConsentFields {...consent.fields} />
        <ErrorText message={error} />
        <Button label={t('consent.submit')} busy={confirm.isPending || consent.loading} onPress={submit} />
        <Button label={t('nav.logout')} variant="secondary" onPress={() => void signOut()} />
      </ScrollView>
    </Screen>
  );
}
