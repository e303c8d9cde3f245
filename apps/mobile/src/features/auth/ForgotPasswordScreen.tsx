import { ApiError } from '@qurio/client';
import { LIMITS } from '@qurio/contract/limits';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, Text } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { AuthLink } from './AuthLink';
import { authStyles } from './auth-styles';
import { Done, NewPasswordFields } from './NewPasswordFields';

type Step = 'email' | 'code' | 'password';
const STEP_NUMBER: Record<Step, number> = { email: 1, code: 2, password: 3 };

/** 'You have an active code' still leads on: a mail went out a moment ago and its code works. */
const isActiveCode = (error: unknown) => error instanceof ApiError && error.code === 'SECURITY_CODE_ACTIVE';

/**
 * `/forgot-password` (SPEC §2 "Forgotten-password flow"): the address, the six-digit code from the
 * mail, a new password, then back to log in. The first answer never tells whether the address has an account.
 */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  const send = useWriteMutation(writes.sendResetCode, {
    after: () => {
      setNotice(null);
      setStep('code');
    },
    // A code still running counts as sent: its message shows above the code field.
    report: (error) => {
      if (!isActiveCode(error)) return;
      setNotice(describeError(t, error));
      setStep('code');
    },
  });
  const check = useWriteMutation(writes.checkResetCode, { after: () => setStep('password') });
  const finish = useWriteMutation(writes.resetWithCode, {
    report: (error) => {
      // The code ran out (or its tries did) while the password was being chosen: back to the code.
      if (
        error instanceof ApiError &&
        (error.code === 'SECURITY_CODE_EXPIRED' || error.code === 'SECURITY_CODE_WRONG')
      ) {
        setNotice(describeError(t, error));
        setCode('');
        setStep('code');
      }
    },
  });
  const sendError = send.error && !isActiveCode(send.error) ? describeError(t, send.error) : null;

  return (
    <Screen>
      <ScrollView contentContainerStyle={authStyles.form} keyboardShouldPersistTaps="handled">
        <Text style={{ color: colors.muted }}>{t('passwordReset.step', { step: STEP_NUMBER[step], total: 3 })}</Text>
        <Text accessibilityRole="header" style={[authStyles.title, { color: colors.text }]}>
          {t(`passwordReset.${step}Title`)}
        </Text>
        {step === 'email' ? (
          <>
            <Text style={{ color: colors.muted }}>{t('passwordReset.emailLead')}</Text>
            <TextField
              label={t('passwordReset.email')}
              value={email}
              onChangeText={(value) => {
                setEmail(value);
                send.reset();
              }}
              keyboardType="email-address"
              autoComplete="email"
              onSubmitEditing={() => send.mutate({ email: email.trim() })}
            />
            <ErrorText message={sendError} />
            <Button
              label={t('passwordReset.sendCode')}
              busy={send.isPending}
              onPress={() => send.mutate({ email: email.trim() })}
            />
          </>
        ) : null}
        {step === 'code' ? (
          <>
            <Text accessibilityLiveRegion="polite" style={{ color: colors.text }}>
              {`${t('passwordReset.sent')} ${email.trim()}`}
            </Text>
            {notice ? <Text style={{ color: colors.muted }}>{notice}</Text> : null}
            <TextField
              label={t('passwordReset.code')}
              hint={t('passwordReset.codeHint', { count: LIMITS.codeTtlMs / 60_000 })}
              value={code}
              onChangeText={(value) => {
                setCode(value.replace(/\D/g, '').slice(0, 6));
                check.reset();
              }}
              keyboardType="number-pad"
              autoComplete="one-time-code"
              onSubmitEditing={() => check.mutate({ email: email.trim(), code })}
            />
            <ErrorText message={check.error ? describeError(t, check.error) : null} />
            <Button
              label={t('passwordReset.checkCode')}
              busy={check.isPending}
              onPress={() => check.mutate({ email: email.trim(), code })}
            />
            <Button variant="secondary" label={t('passwordReset.otherAddress')} onPress={() => setStep('email')} />
            <Button
              variant="secondary"
              label={t('passwordReset.sendAgain')}
              busy={send.isPending}
              onPress={() => send.mutate({ email: email.trim() })}
            />
          </>
        ) : null}
        {finish.isSuccess ? <Done /> : null}
        {step === 'password' && !finish.isSuccess ? (
          <>
            <Text style={{ color: colors.muted }}>{t('passwordReset.passwordLead')}</Text>
            <NewPasswordFields
              busy={finish.isPending}
              error={finish.error ? describeError(t, finish.error) : null}
              onEdit={() => finish.reset()}
              onSubmit={(password, repeat) =>
                finish.mutate({ email: email.trim(), code, password, password_repeat: repeat })
              }
            />
          </>
        ) : null}
        <AuthLink href="/login" label={t('passwordReset.backToLogin')} />
      </ScrollView>
    </Screen>
  );
}
