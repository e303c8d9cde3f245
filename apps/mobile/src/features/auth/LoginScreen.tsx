import { ApiError } from '@qurio/client';
import { writes } from '@qurio/queries';
import { Link } from 'expo-router';
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
import { touchTarget } from '../../ui/touch-target';
import { SuspendedNotice, suspensionOf } from '../safety/SuspendedNotice';
import { useSession } from '../session/SessionProvider';
import { readDeviceProof } from '../session/session-storage';
import { AuthLink } from './AuthLink';
import { authStyles } from './auth-styles';
import { LookAround } from './LookAround';
import { SecondFactorStep } from './SecondFactorStep';

export function LoginScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The second step's challenge (two-factor sign-in on), and why the member is back from it.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [returned, setReturned] = useState<ApiError | null>(null);
  const login = useWriteMutation(writes.signIn, {
    before: () => setReturned(null),
    after: (result) => signIn(result.data, result.device),
    report: (error) => {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED' && error.challenge) {
        setChallenge(error.challenge);
      }
    },
  });
  // The device proof goes with the password: a known device skips the new-device mail.
  const submit = async () => {
    const device = await readDeviceProof();
    login.mutate({ username: username.trim(), password, ...(device ? { device } : {}) });
  };
  const backToPassword = (why: ApiError | null) => {
    setChallenge(null);
    setPassword('');
    setReturned(why);
    login.reset();
  };

  const suspension = suspensionOf(login.error);
  const error = login.error ?? returned;

  if (challenge) {
    return (
      <Screen>
        <ScrollView contentContainerStyle={authStyles.form} keyboardShouldPersistTaps="handled">
          <SecondFactorStep challenge={challenge} onExpired={backToPassword} onBack={() => backToPassword(null)} />
        </ScrollView>
      </Screen>
    );
  }

  return (
    <Screen>
      <ScrollView contentContainerStyle={authStyles.form} keyboardShouldPersistTaps="handled">
        <Text accessibilityRole="header" style={[authStyles.title, { color: colors.text }]}>
          {t('login.title')}
        </Text>
        <Text style={{ color: colors.muted }}>{t('login.subtitle')}</Text>
        <TextField label={t('login.username')} value={username} onChangeText={setUsername} autoComplete="username" />
        <TextField
          label={t('login.password')}
          value={password}
          onChangeText={setPassword}
          secureTextEntry
          autoComplete="current-password"
        />
        <Link
          href="/forgot-password"
          accessibilityRole="link"
          accessibilityLabel={t('passwordReset.forgotLink')}
          style={touchTarget}
        >
          <Text style={{ color: colors.primary }}>{t('passwordReset.forgotLink')}</Text>
        </Link>
        {suspension ? (
          <SuspendedNotice suspension={suspension} />
        ) : (
          <ErrorText message={error ? describeError(t, error) : null} />
        )}
        <Button label={t('login.submit')} busy={login.isPending} onPress={() => void submit()} />
        <Text style={{ color: colors.muted }}>{t('login.noAccount')}</Text>
        <AuthLink href="/signup" label={t('login.signupLink')} />
        <LookAround />
      </ScrollView>
    </Screen>
  );
}
