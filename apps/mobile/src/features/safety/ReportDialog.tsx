import { fontSize, fontWeight, minTouchTarget, radius, space } from '@qurio/design';
import { REPORT_REASONS, type ReportReason, reportNeedsCare, reportReasonKey } from '@qurio/queries';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, Pressable, ScrollView, StyleSheet, Text, View } from 'react-native';
import { Button } from '../../ui/Button';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { openWebPage } from './web-pages';

export type ReportTarget = 'question' | 'answer' | 'user';

const TITLES = {
  question: 'safety.report.titleQuestion',
  answer: 'safety.report.titleAnswer',
  user: 'safety.report.titleUser',
} as const;

interface Props {
  visible: boolean;
  target: ReportTarget;
  onSend(reason: ReportReason): void;
  onCancel(): void;
}

/**
 * Report with a reason (issue 16): bullying, spam, self-harm, sexual, hate or something else.
 * Choosing self-harm shows a caring line and opens the website's help page on request.
 */
export function ReportDialog({ visible, target, onSend, onCancel }: Props) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const [reason, setReason] = useState<ReportReason | null>(null);
  // Each opening starts with no reason chosen.
  useEffect(() => {
    if (visible) setReason(null);
  }, [visible]);
  return (
    <Modal visible={visible} transparent animationType="fade" onRequestClose={onCancel}>
      <View style={styles.backdrop}>
        <View accessibilityViewIsModal style={[styles.dialog, { backgroundColor: colors.card }]}>
          <ScrollView contentContainerStyle={styles.body}>
            <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
              {t(TITLES[target])}
            </Text>
            <Text style={{ color: colors.muted }}>{t('safety.report.lead')}</Text>
            <View accessibilityRole="radiogroup" style={styles.reasons}>
              {REPORT_REASONS.map((value) => {
                const checked = reason === value;
                return (
                  <Pressable
                    key={value}
                    accessibilityRole="radio"
                    accessibilityState={{ checked }}
                    aria-checked={checked}
                    accessibilityLabel={t(reportReasonKey(value))}
                    onPress={() => setReason(value)}
                    style={[
                      styles.reason,
                      { borderColor: checked ? colors.primary : colors.border },
                      checked ? { borderWidth: 2 } : null,
                    ]}
                  >
                    <View style={[styles.dot, { borderColor: checked ? colors.primary : colors.muted }]}>
                      {checked ? <View style={[styles.dotInner, { backgroundColor: colors.primary }]} /> : null}
                    </View>
                    <Text style={{ color: colors.text, flex: 1 }}>{t(reportReasonKey(value))}</Text>
                  </Pressable>
                );
              })}
            </View>
            {reportNeedsCare(reason) ? (
              <View style={[styles.care, { borderColor: colors.primary }]}>
                <Text accessibilityLiveRegion="polite" style={{ color: colors.text }}>
                  {t('safety.report.care')}
                </Text>
                <Button
                  variant="secondary"
                  label={t('safety.report.helpLink')}
                  onPress={() => openWebPage('/support')}
                />
              </View>
            ) : null}
            <View style={styles.actions}>
              <Button variant="secondary" label={t('settings.cancel')} onPress={onCancel} />
              <Button
                variant="danger"
                label={t('safety.report.send')}
                disabled={reason === null}
                onPress={() => {
                  if (reason) onSend(reason);
                }}
              />
            </View>
          </ScrollView>
        </View>
      </View>
    </Modal>
  );
}

const styles = StyleSheet.create({
  backdrop: { flex: 1, justifyContent: 'center', padding: space.xl, backgroundColor: 'rgba(0,0,0,0.5)' },
  dialog: { borderRadius: radius.md, maxHeight: '92%' },
  body: { padding: space.xl, gap: space.md },
  title: { fontSize: fontSize.subheading, fontWeight: fontWeight.bold },
  reasons: { gap: space.sm },
  reason: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    minHeight: minTouchTarget,
    borderWidth: 1,
    borderRadius: radius.md,
    paddingHorizontal: space.md,
  },
  dot: {
    width: 20,
    height: 20,
    borderRadius: radius.pill,
    borderWidth: 2,
    alignItems: 'center',
    justifyContent: 'center',
  },
  dotInner: { width: 10, height: 10, borderRadius: radius.pill },
  care: { borderLeftWidth: 4, paddingLeft: space.md, gap: space.sm },
  actions: { flexDirection: 'row', justifyContent: 'flex-end', gap: space.md, flexWrap: 'wrap' },
});
