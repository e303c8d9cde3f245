import { deleteAccount } from '@qurio/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ScrollView, StyleSheet, Text, View } from 'react-native';
import { api } from '../../api/client';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { SettingsCard } from '../settings/SettingsPage';
import { useTheme } from '../theme/ThemeProvider';

/**
 * Deleting the account for good (issue 16): a dialog that says what is lost (and that freezing is
 * the reversible choice), then the password. The server ends every session and answers
 * `X-Access-Token: false`, so the client ends the session and the app goes to log in.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({ mutationFn: () => api.call(deleteAccount, { password }) });
  const close = () => {
    setOpen(false);
    setPassword('');
    remove.reset();
  };
  const lines = ['lost', 'questionsStay', 'username', 'freezeInstead'] as const;
  return (
    <SettingsCard title={t('appSafety.deleteAccount.title')}>
      <Text style={{ color: colors.text }}>{t('appSafety.deleteAccount.text')}</Text>
      <Button variant="danger" label={t('appSafety.deleteAccount.open')} onPress={() => setOpen(true)} />
      <Modal visible={open} transparent animationType="fade" onRequestClose={close}>
        <View style={styles.backdrop}>
          <View accessibilityViewIsModal style={[styles.dialog, { backgroundColor: colors.card }]}>
            <ScrollView contentContainerStyle={styles.body} keyboardShouldPersistTaps="handled">
              <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
                {t('appSafety.deleteAccount.dialogTitle')}
              </Text>
              {lines.map((line) => (
                <Text key={line} style={{ color: line === 'freezeInstead' ? colors.muted : colors.text }}>
                  {t(`appSafety.deleteAccount.${line}`)}
                </Text>
              ))}
              <TextField
                label={t('appSafety.deleteAccount.password')}
                value={password}
                onChangeText={(value) => {
                  setPassword(value);
                  remove.reset();
                }}
                secureTextEntry
                autoComplete="current-password"
                onSubmitEditing={() => remove.mutate()}
              />
              <ErrorText message={remove.error ? describeError(t, remove.error) : null} />
              <View style={styles.actions}>
                <Button
                  variant="secondary"
                  label={t('appSafety.deleteAccount.cancel')}
                  disabled={remove.isPending}
                  onPress={close}
                />
                <Button
                  variant="danger"
                  label={t('appSafety.deleteAccount.submit')}
                  busy={remove.isPending}
                  onPress={() => remove.mutate()}
                />
              </View>
            </ScrollView>
          </View>
        </View>
      </Modal>
    </SettingsCard>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'center', padding: 24, backgroundColor: 'rgba(0,0,0,0.5)' },
  dialog: { borderRadius: 12, maxHeight: '92%' },
  body: { padding: 20, gap: 12 },
  title: { fontSize: 18, fontWeight: '700' },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: 12, flexWrap: 'wrap' },
});
