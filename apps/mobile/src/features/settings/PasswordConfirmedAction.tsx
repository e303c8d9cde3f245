import { fontSize, fontWeight, radius, space } from '@qurio/design';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ScrollView, StyleSheet, Text, View } from 'react-native';
import { describeError } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/ErrorText';
import { TextField } from '../../ui/TextField';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SettingsCard } from './SettingsPage';

/** The string groups of the account's password-confirmed actions (shared with the web); each has the same keys. */
type ActionStrings = 'settings.freeze' | 'settings.deleteAccount';

/**
 * A settings card whose action is confirmed with the password in a dialog (freezing and deleting
 * the account). The server ends every session and answers `X-Access-Token: false`, so on success
 * the client ends the session and the app goes to log in.
 */
export function PasswordConfirmedAction({
  strings,
  explanation,
  action,
}: {
  strings: ActionStrings;
  /** The dialog's explanation, under its title. */
  explanation: ReactNode;
  /** The write it confirms, taking the password: `writes.freeze` or `writes.deleteAccount`. */
  action: UseMutationResult<unknown, unknown, string, unknown>;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const close = () => {
    setOpen(false);
    setPassword('');
    action.reset();
  };
  return (
    <SettingsCard title={t(`${strings}.title`)}>
      <Text style={{ color: colors.text }}>{t(`${strings}.text`)}</Text>
      <Button variant="danger" label={t(`${strings}.open`)} onPress={() => setOpen(true)} />
      <Modal visible={open} transparent animationType="fade" onRequestClose={close}>
        <View style={styles.backdrop}>
          <View accessibilityViewIsModal style={[styles.dialog, { backgroundColor: colors.card }]}>
            <ScrollView contentContainerStyle={styles.body} keyboardShouldPersistTaps="handled">
              <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
                {t(`${strings}.dialogTitle`)}
              </Text>
              {explanation}
              <TextField
                label={t(`${strings}.password`)}
                value={password}
                onChangeText={(value) => {
                  setPassword(value);
                  action.reset();
                }}
                secureTextEntry
                autoComplete="current-password"
                onSubmitEditing={() => action.mutate(password)}
              />
              <ErrorText message={action.error ? describeError(t, action.error) : null} />
              <View style={styles.actions}>
                <Button variant="secondary" label={t('settings.cancel')} disabled={action.isPending} onPress={close} />
                <Button
                  variant="danger"
                  label={t(`${strings}.submit`)}
                  busy={action.isPending}
                  onPress={() => action.mutate(password)}
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
  backdrop: { flex: 1, justifyContent: 'center', padding: space.xxl, backgroundColor: 'rgba(0,0,0,0.5)' },
  dialog: { borderRadius: radius.md, maxHeight: '92%' },
  body: { padding: space.xl, gap: space.md },
  title: { fontSize: fontSize.subheading, fontWeight: fontWeight.bold },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.md, flexWrap: 'wrap' },
});
