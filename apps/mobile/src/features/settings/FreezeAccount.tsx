import { freezeAccount } from '@qurio/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../theme/ThemeProvider';
import { SettingsCard } from './SettingsPage';

/**
 * Freezing (SPEC §4 "Account"): confirmed with the password in a dialog. The server ends every
 * session and answers `X-Access-Token: false`, so the client ends the session and the app goes to
 * log in. Logging in again reactivates the account.
 */
export function FreezeAccount() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const freeze = useMutation({ mutationFn: () => api.call(freezeAccount, { password }) });
  const close = () => {
    setOpen(false);
    setPassword('');
    freeze.reset();
  };
  return (
    <SettingsCard title={t('settings.freeze.title')}>
      <Text style={{ color: colors.text }}>{t('settings.freeze.text')}</Text>
      <Button variant="danger" label={t('settings.freeze.open')} onPress={() => setOpen(true)} />
      <Modal visible={open} transparent animationType="fade" onRequestClose={close}>
        <View style={styles.backdrop}>
          <View accessibilityViewIsModal style={[styles.dialog, { backgroundColor: colors.card }]}>
            <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
              {t('settings.freeze.dialogTitle')}
            </Text>
            <Text style={{ color: colors.text }}>{t('settings.freeze.confirm')}</Text>
            <TextField
              label={t('settings.freeze.password')}
              value={password}
              onChangeText={(value) => {
                setPassword(value);
                freeze.reset();
              }}
              secureTextEntry
              autoComplete="current-password"
              onSubmitEditing={() => freeze.mutate()}
            />
            <ErrorText message={freeze.error ? describeError(t, freeze.error) : null} />
            <View style={styles.actions}>
              <Button variant="secondary" label={t('settings.cancel')} disabled={freeze.isPending} onPress={close} />
              <Button
                variant="danger"
                label={t('settings.freeze.submit')}
                busy={freeze.isPending}
                onPress={() => freeze.mutate()}
              />
            </View>
          </View>
        </View>
      </Modal>
    </SettingsCard>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'center', padding: 24, backgroundColor: 'rgba(0,0,0,0.5)' },
  dialog: { borderRadius: 12, padding: 20, gap: 12 },
  title: { fontSize: 18, fontWeight: '700' },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: 12 },
});
