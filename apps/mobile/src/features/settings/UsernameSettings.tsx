import { LIMITS } from '@qurio/contract/limits';
import { writes } from '@qurio/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Text } from 'react-native';
import { useWriteMutation } from '../../api/write-mutation';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { useSession } from '../session/SessionProvider';
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';

/** `/settings/username` (SPEC §5): needs the password, once a month; the new name is the profile address. */
export function UsernameSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { user, updateUser } = useSession();
  const [form, setForm] = useState({ username: '', password: '' });
  // `writes.changeUsername`: what was cached under the old name goes; the session takes the new one.
  const change = useWriteMutation(writes.changeUsername, {
    after: async (response) => {
      setForm({ username: '', password: '' });
      await updateUser({ username: response.username });
    },
  });
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onChangeText: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      if (!change.isPending) change.reset();
    },
  });
  return (
    <SettingsPage page="username">
      <SettingsCard title={t('settings.username.current', { username: user?.username ?? '' })}>
        <Text style={{ color: colors.muted }}>{t('settings.username.lead')}</Text>
        <TextField
          label={t('settings.username.newUsername')}
          hint={t('settings.username.hint', { min: LIMITS.usernameMin, max: LIMITS.usernameMax })}
          maxLength={LIMITS.usernameMax}
          autoComplete="username"
          autoCorrect={false}
          {...field('username')}
        />
        <TextField
          label={t('settings.username.password')}
          secureTextEntry
          autoComplete="current-password"
          {...field('password')}
        />
        <ErrorText message={change.error ? describeError(t, change.error) : null} />
        <SavedText message={change.data ? t('settings.username.changed', { username: change.data.username }) : null} />
        <Button
          label={t('settings.username.submit')}
          busy={change.isPending}
          onPress={() =>
            change.mutate({ username: form.username.trim(), password: form.password, current: user?.username ?? '' })
          }
        />
      </SettingsCard>
    </SettingsPage>
  );
}
