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
import { SavedText, SettingsCard, SettingsPage } from './SettingsPage';

const EMPTY = { current_password: '', password: '', password_repeat: '' };

/** `/settings/password`: the other sessions end on the server; this one stays signed in. */
export function PasswordSettings() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [form, setForm] = useState(EMPTY);
  const change = useWriteMutation(writes.changePassword, { after: () => setForm(EMPTY) });
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    secureTextEntry: true,
    onChangeText: (value: string) => {
      setForm((current) => ({ ...current, [name]: value }));
      if (!change.isPending) change.reset();
    },
  });
  return (
    <SettingsPage page="password">
      <SettingsCard title={t('settings.password.formTitle')}>
        <Text style={{ color: colors.muted }}>{t('settings.password.lead')}</Text>
        <TextField
          label={t('settings.password.current')}
          autoComplete="current-password"
          {...field('current_password')}
        />
        <TextField
          label={t('settings.password.new')}
          hint={t('settings.password.hint', { min: LIMITS.passwordMin, max: LIMITS.passwordMax })}
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField label={t('settings.password.repeat')} autoComplete="new-password" {...field('password_repeat')} />
        <ErrorText message={change.error ? describeError(t, change.error) : null} />
        <SavedText message={change.isSuccess ? t('settings.password.changed') : null} />
        <Button label={t('settings.password.submit')} busy={change.isPending} onPress={() => change.mutate(form)} />
      </SettingsCard>
    </SettingsPage>
  );
}
