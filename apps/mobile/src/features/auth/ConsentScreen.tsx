import * as routes from '@qurio/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Redirect, useLocalSearchParams } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, Text } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { SplashView } from '../../ui/SplashView';
import { useSession } from '../session/SessionProvider';
import { useTheme } from '../theme/ThemeProvider';
import { authStyles } from './auth-styles';
import { ConsentFields } from './ConsentFields';
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
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [missing, setMissing] = useState<'TERMS_REQUIRED' | 'AGE_REQUIRED' | null>(null);
  const rules = useQuery({
    queryKey: ['signup-rules'],
    queryFn: () => api.call(routes.signupRules),
    staleTime: Infinity,
  });
  const confirm = useMutation({
    mutationFn: () => api.call(routes.confirmSignup, { accept_terms: true, confirm_age: true }),
    onSuccess: (result) => updateUser({ consent_required: result.user.consent_required }),
  });

  if (status === 'restoring') return <SplashView />;
  if (status === 'signedOut') return <Redirect href="/login" />;
  if (!user?.consent_required) return <Redirect href={consentDestination(next)} />;

  const submit = () => {
    if (!rules.data) {
      void rules.refetch();
      return;
    }
    const gap = !acceptTerms ? 'TERMS_REQUIRED' : !confirmAge ? 'AGE_REQUIRED' : null;
    setMissing(gap);
    if (gap) confirm.reset();
    else confirm.mutate();
  };
  const failure = confirm.error ?? (rules.isError ? rules.error : null);
  const error = missing ? t(`errors.${missing}`) : failure ? describeError(t, failure) : null;

  return (
    <Screen>
      <ScrollView contentContainerStyle={authStyles.form} keyboardShouldPersistTaps="handled">
        <Text accessibilityRole="header" style={[authStyles.title, { color: colors.text }]}>
          {t('consent.title')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('consent.intro')}</Text>
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
        <Button label={t('consent.submit')} busy={confirm.isPending || rules.isFetching} onPress={submit} />
        <Button label={t('nav.logout')} variant="secondary" onPress={() => void signOut()} />
      </ScrollView>
    </Screen>
  );
}
