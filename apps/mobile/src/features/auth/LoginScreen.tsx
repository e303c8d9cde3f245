import * as routes from '@qurio/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'expo-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, Text } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { SuspendedNotice, suspensionOf } from '../safety/SuspendedNotice';
import { useSession } from '../session/SessionProvider';
import { readDeviceProof } from '../session/session-storage';
import { useTheme } from '../theme/ThemeProvider';
import { authStyles } from './auth-styles';

export function LoginScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { signIn } = useSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: async () => {
      const device = await readDeviceProof();
      return api.call(routes.token, { username: username.trim(), password, ...(device ? { device } : {}) });
    },
    onSuccess: (result) => signIn(result.data, result.device),
  });

  const suspension = suspensionOf(login.error);

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
          autoComplete="password"
        />
        <Link href="/forgot-password" accessibilityRole="link" accessibilityLabel={t('passwordReset.forgotLink')}>
          <Text style={{ color: colors.primary }}>{t('passwordReset.forgotLink')}</Text>
        </Link>
        {suspension ? (
          <SuspendedNotice suspension={suspension} />
        ) : (
          <ErrorText message={login.error ? describeError(t, login.error) : null} />
        )}
        <Button label={t('login.submit')} busy={login.isPending} onPress={() => login.mutate()} />
        <Text style={{ color: colors.muted }}>{t('login.noAccount')}</Text>
        <Link href="/signup" replace accessibilityRole="link" accessibilityLabel={t('login.signupLink')}>
          <Text style={[authStyles.link, { color: colors.primary }]}>{t('login.signupLink')}</Text>
        </Link>
      </ScrollView>
    </Screen>
  );
}
