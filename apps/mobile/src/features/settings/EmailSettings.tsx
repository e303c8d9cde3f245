import { LIMITS } from '@qurio/contract/limits';
import { fontSize } from '@qurio/design';
import { checkEmailToken, emailQueryOptions, refreshAfterEmailLink, writes } from '@qurio/queries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityIndicator, Text } from 'react-native';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';

/**
 * `/settings/email` and `/settings/email/verify/{token}` (the mail's link): the address and whether
 * it is verified; a verification mail on request, and verification by its code or its link.
 */
export function EmailSettings({ token }: { token?: string }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const email = useQuery(emailQueryOptions(api));
  return (
    <SettingsPage page="email">
      {token ? <TokenResult token={token} /> : null}
      {email.isPending ? (
        <ActivityIndicator accessibilityLabel={t('app.loading')} color={colors.primary} />
      ) : email.isError ? (
        <>
          <ErrorText message={t('settings.loadError')} />
          <Button variant="secondary" label={t('settings.retry')} onPress={() => void email.refetch()} />
        </>
      ) : (
        <SettingsCard title={t('settings.email.currentTitle')}>
          <Text style={{ color: colors.text, fontSize: fontSize.input }}>{email.data.email}</Text>
          <Text style={{ color: email.data.email_verified ? colors.primary : colors.danger }}>
            {email.data.email_verified ? t('settings.email.isVerified') : t('settings.email.notVerified')}
          </Text>
          {email.data.email_verified ? null : <Verify address={email.data.email} />}
        </SettingsCard>
      )}
    </SettingsPage>
  );
}

function Verify({ address }: { address: string }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { updateUser } = useSession();
  const [code, setCode] = useState('');
  const send = useWriteMutation(writes.sendVerification);
  // `writes.verifyCode`: the address's state is set in place; the session follows.
  const verify = useWriteMutation(writes.verifyCode, { after: () => updateUser({ email_verified: true }) });
  return (
    <>
      <Text style={{ color: colors.muted }}>{t('settings.email.verifyLead')}</Text>
      <Button
        variant="secondary"
        label={t('settings.email.send')}
        busy={send.isPending}
        onPress={() => send.mutate(undefined)}
      />
      <SavedText message={send.data ? t('settings.email.sent', { email: send.data.email }) : null} />
      <ErrorText message={send.error ? describeError(t, send.error) : null} />
      <TextField
        label={t('settings.email.code')}
        hint={t('settings.email.codeHint', { count: LIMITS.codeTtlMs / 60_000 })}
        value={code}
        onChangeText={(value) => setCode(value.replace(/\D/g, '').slice(0, 6))}
        keyboardType="number-pad"
        autoComplete="one-time-code"
      />
      <ErrorText message={verify.error ? describeError(t, verify.error) : null} />
      <Button
        label={t('settings.email.verify')}
        busy={verify.isPending}
        onPress={() => verify.mutate({ email: address, code })}
      />
    </>
  );
}

/** The mail's link: its token is sent once (@qurio/queries' checkEmailToken), and the answer is kept. */
function TokenResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const queryClient = useQueryClient();
  const { user, updateUser } = useSession();
  const check = useQuery({
    queryKey: [...emailQueryOptions(api).queryKey, 'token', token],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await checkEmailToken(api, token);
      if (result.state === 'verified') {
        await refreshAfterEmailLink(queryClient, user);
        await updateUser({ email_verified: true });
      }
      return result;
    },
  });
  if (!check.data || check.data.state === 'checking')
    return <Text style={{ color: colors.muted }}>{t('settings.email.checkingLink')}</Text>;
  if (check.data.state === 'failed') return <ErrorText message={describeError(t, check.data.error)} />;
  return <SavedText message={t('settings.email.verified')} />;
}
