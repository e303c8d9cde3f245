import { LIMITS } from '@qurio/contract/limits';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Platform, ScrollView, Text } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { deviceLanguage } from '../../i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { markWelcomeDue } from '../welcome/steps';
import { AuthLink } from './AuthLink';
import { authStyles } from './auth-styles';
import { ConsentFields, useConsent } from './ConsentFields';
import { LookAround } from './LookAround';

export function SignupScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { signIn } = useSession();
  const [form, setForm] = useState({ username: '', email: '', password: '', password_repeat: '' });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChangeText: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });
  // Issue 16: the terms and the minimum age (MIN_AGE on the server) are confirmed before sending.
  const consent = useConsent();
  // Issue 33: optional; the account then starts with a minor's safer settings.
  const [under18, setUnder18] = useState(false);
  const register = useWriteMutation(writes.signUp, {
    // A new account goes through the first-run welcome, not straight home ((auth)/_layout.tsx).
    after: (result) => {
      markWelcomeDue();
      return signIn(result.data, result.device);
    },
  });
  const submit = () =>
    consent.submit(
      () =>
        register.mutate({
          ...form,
          username: form.username.trim(),
          lang: deviceLanguage(),
          accept_terms: consent.acceptTerms,
          confirm_age: consent.confirmAge,
          ...(under18 ? { under_18: true } : {}),
        }),
      register.reset,
    );
  const error = consent.error(register.error);

  return (
    <Screen>
      <ScrollView contentContainerStyle={authStyles.form} keyboardShouldPersistTaps="handled">
        <Text accessibilityRole="header" style={[authStyles.title, { color: colors.text }]}>
          {t('signup.title')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('signup.subtitle')}</Text>
        <TextField
          label={t('signup.username')}
          hint={t('signup.usernameHint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
          // A new username is an Android autofill hint only; elsewhere (HTML) the token is `username`.
          autoComplete={Platform.OS === 'android' ? 'username-new' : 'username'}
          {...field('username')}
        />
        <TextField label={t('signup.email')} keyboardType="email-address" autoComplete="email" {...field('email')} />
        <TextField
          label={t('signup.password')}
          hint={t('signup.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
          secureTextEntry
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField label={t('signup.passwordRepeat')} secureTextEntry {...field('password_repeat')} />
        <ConsentFields {...consent.fields} />
        <Checkbox label={t('signup.under18')} checked={under18} onChange={setUnder18} />
        {under18 ? <Text style={{ color: colors.muted }}>{t('signup.under18Hint')}</Text> : null}
        <ErrorText message={error} />
        <Button label={t('signup.submit')} busy={register.isPending || consent.loading} onPress={submit} />
        <Text style={{ color: colors.muted }}>{t('signup.haveAccount')}</Text>
        <AuthLink href="/login" label={t('signup.loginLink')} />
        <LookAround />
      </ScrollView>
    </Screen>
  );
}
