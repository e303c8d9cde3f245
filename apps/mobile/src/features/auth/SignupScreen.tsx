import { LIMITS } from '@qurio/contract/limits';
import * as routes from '@qurio/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, Text } from 'react-native';
import { api } from '../../api/client';
import { deviceLanguage } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/ThemeProvider';
import { authStyles } from './auth-styles';
import { ConsentFields } from './ConsentFields';

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
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [missing, setMissing] = useState<'TERMS_REQUIRED' | 'AGE_REQUIRED' | null>(null);
  const rules = useQuery({
    queryKey: ['signup-rules'],
    queryFn: () => api.call(routes.signupRules),
    staleTime: Infinity,
  });
  const register = useMutation({
    mutationFn: () =>
      api.call(routes.register, {
        ...form,
        username: form.username.trim(),
        lang: deviceLanguage(),
        accept_terms: acceptTerms,
        confirm_age: confirmAge,
      }),
    onSuccess: (result) => signIn(result.data, result.device),
  });
  const submit = () => {
    // Without the rules (a failed load) the age cannot be confirmed yet: try to load them again.
    if (!rules.data) {
      void rules.refetch();
      return;
    }
    const gap = !acceptTerms ? 'TERMS_REQUIRED' : !confirmAge ? 'AGE_REQUIRED' : null;
    setMissing(gap);
    if (gap) register.reset();
    else register.mutate();
  };
  const failure = register.error ?? (rules.isError ? rules.error : null);
  const error = missing ? t(`errors.${missing}`) : failure ? describeError(t, failure) : null;

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
          autoComplete="username-new"
          {...field('username')}
        />
        <TextField label={t('signup.email')} keyboardType="email-address" autoComplete="email" {...field('email')} />
        <TextField
          label={t('signup.password')}
          hint={t('signup.passwordHint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
          secureTextEntry
          autoComplete="password-new"
          {...field('password')}
        />
        <TextField label={t('signup.passwordRepeat')} secureTextEntry {...field('password_repeat')} />
        <ConsentFields
          minAge={rules.data?.min_age}
          acceptTerms={acceptTerms}
          confirmAge={confirmAge}
          onAcceptTerms={(value) => {
            setAcceptTerms(value);
            setMissing(null);
          }}
          onConfirmAge={(value) => {
            setConfirmAge(value);
            setMissing(null);
          }}
        />
        <ErrorText message={error} />
        <Button label={t('signup.submit')} busy={register.isPending || rules.isFetching} onPress={submit} />
        <Text style={{ color: colors.muted }}>{t('signup.haveAccount')}</Text>
        <Link href="/login" replace accessibilityRole="link" accessibilityLabel={t('signup.loginLink')}>
          <Text style={[authStyles.link, { color: colors.primary }]}>{t('signup.loginLink')}</Text>
        </Link>
      </ScrollView>
    </Screen>
  );
}
