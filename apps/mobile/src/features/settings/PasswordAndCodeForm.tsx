import { space } from '@qurio/design';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SettingsCard } from './SettingsPage';

type Input = { password: string; code: string };

/**
 * A two-factor action the password and a code confirm (turning it off, new recovery codes): a card
 * with its explanation and a button that opens the two fields in place.
 */
export function PasswordAndCodeForm<T>({
  title,
  lead,
  submit,
  danger,
  action,
  onDone,
}: {
  title: string;
  lead: string;
  submit: string;
  danger?: boolean;
  action: UseMutationResult<T, unknown, Input, unknown>;
  onDone?(result: T): void;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    setOpen(false);
    setPassword('');
    setCode('');
    action.reset();
  };
  const run = () =>
    action.mutate(
      { password, code },
      {
        onSuccess: (result) => {
          close();
          onDone?.(result);
        },
      },
    );
  const typed = (set: (value: string) => void) => (value: string) => {
    set(value);
    if (!action.isPending) action.reset();
  };
  return (
    <SettingsCard title={title}>
      <Text style={{ color: colors.muted }}>{lead}</Text>
      {open ? (
        <>
          <TextField
            label={t('settings.password.current')}
            value={password}
            onChangeText={typed(setPassword)}
            secureTextEntry
            autoComplete="current-password"
          />
          <TextField
            label={t('app.native.twoFactor.anyCode')}
            hint={t('app.native.twoFactor.anyCodeHint')}
            value={code}
            onChangeText={typed(setCode)}
            autoCorrect={false}
            maxLength={32}
            onSubmitEditing={run}
          />
          <ErrorText message={action.error ? describeError(t, action.error) : null} />
          <View style={styles.actions}>
            <Button variant="secondary" label={t('settings.cancel')} disabled={action.isPending} onPress={close} />
            <Button variant={danger ? 'danger' : 'primary'} label={submit} busy={action.isPending} onPress={run} />
          </View>
        </>
      ) : (
        <Button
          variant={danger ? 'danger' : 'secondary'}
          label={submit}
          expanded={false}
          onPress={() => setOpen(true)}
        />
      )}
    </SettingsCard>
  );
}

const styles = StyleSheet.create({
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.md, flexWrap: 'wrap' },
});
