import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { useTranslation } from 'react-i18next';
import { Modal, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';

interface Props {
  visible: boolean;
  /** A prompt answer has no asker but its owner: nothing to block. */
  blockable: boolean;
  onKeep(): void;
  onDelete(): void;
  onBlock(): void;
}

/**
 * The report's confirmation for a question in the inbox (issue 34, as the web's ReportedDialog):
 * thanks, and the next steps a reported question usually needs, deleting it or blocking whoever
 * asked. "Keep it" leaves it as it is for the moderators.
 */
export function ReportedDialog({ visible, blockable, onKeep, onDelete, onBlock }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onKeep}>
      <View style={styles.backdrop}>
        <View
          role="dialog"
          aria-label={t('safety.report.nextTitle')}
          accessibilityViewIsModal
          style={[styles.dialog, { backgroundColor: colors.card, borderColor: colors.border }]}
        >
          <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
            {t('safety.report.nextTitle')}
          </Text>
          <Text style={{ color: colors.text }}>{t('safety.report.nextText')}</Text>
          <View style={styles.actions}>
            <Button label={t('safety.report.nextKeep')} variant="secondary" onPress={onKeep} />
            {blockable ? <Button label={t('safety.report.nextBlock')} variant="danger" onPress={onBlock} /> : null}
            <Button label={t('safety.report.nextDelete')} variant="danger" onPress={onDelete} />
          </View>
        </View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'center', padding: space.xxl, backgroundColor: 'rgba(0,0,0,0.5)' },
  // The border keeps the card's edge in night mode, as ConfirmDialog's does.
  dialog: { borderRadius: radius.md, padding: space.xl, gap: space.md, borderWidth: 1 },
  title: { fontSize: fontSize.subheading, fontWeight: fontWeight.bold },
  actions: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.md },
});
