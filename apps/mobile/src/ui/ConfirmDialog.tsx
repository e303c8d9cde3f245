import { useTranslation } from 'react-i18next';
import { Modal, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../features/theme/ThemeProvider';
import { Button } from './Button';

interface Props {
  visible: boolean;
  title: string;
  message: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question in the app's own modal, so it looks and tests the same on every platform. */
export function ConfirmDialog({ visible, title, message, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onCancel}>
      <View style={styles.backdrop}>
        <View accessibilityViewIsModal style={[styles.dialog, { backgroundColor: colors.card }]}>
          <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
            {title}
          </Text>
          <Text style={{ color: colors.text }}>{message}</Text>
          <View style={styles.actions}>
            <Button label={t('dialog.no')} variant="secondary" onPress={onCancel} />
            <Button label={t('dialog.yes')} variant="danger" onPress={onConfirm} />
          </View>
        </View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'center', padding: 24, backgroundColor: 'rgba(0,0,0,0.5)' },
  dialog: { borderRadius: 12, padding: 20, gap: 12 },
  title: { fontSize: 18, fontWeight: '700' },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: 12 },
});
