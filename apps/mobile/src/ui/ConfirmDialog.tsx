import { fontSize, fontWeight, radius, space } from '@qurio/design';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, StyleSheet, Text, View } from 'react-native';
import { Button } from './Button';
import { useTheme } from './theme/ThemeProvider';

interface Props {
  visible: boolean;
  title: string;
  message: string;
  /** The action itself ("Sign out") where a bare "Yes" would make the member reread the question. */
  confirmLabel?: string;
  /** What the question offers besides yes and no (the block's "also delete their questions"). */
  children?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question in the app's own modal, so it looks and tests the same on every platform. */
export function ConfirmDialog({ visible, title, message, confirmLabel, children, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onCancel}>
      <View style={styles.backdrop}>
        <View
          role="alertdialog"
          aria-label={title}
          accessibilityViewIsModal
          style={[styles.dialog, { backgroundColor: colors.card, borderColor: colors.border }]}
        >
          <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
            {title}
          </Text>
          <Text style={{ color: colors.text }}>{message}</Text>
          {children}
          <View style={styles.actions}>
            <Button label={t('dialog.no')} variant="secondary" onPress={onCancel} />
            <Button label={confirmLabel ?? t('dialog.yes')} variant="danger" onPress={onConfirm} />
          </View>
        </View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'center', padding: space.xxl, backgroundColor: 'rgba(0,0,0,0.5)' },
  // The border keeps the card's edge in night mode, where the dimmed page and the card are both near black.
  dialog: { borderRadius: radius.md, padding: space.xl, gap: space.md, borderWidth: 1 },
  title: { fontSize: fontSize.subheading, fontWeight: fontWeight.bold },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.md },
});
