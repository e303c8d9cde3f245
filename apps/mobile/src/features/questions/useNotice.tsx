import { fontSize, radius, space } from '@qurio/design';
import { useCallback, useEffect, useState } from 'react';
import { AccessibilityInfo, Platform, StyleSheet, Text } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';

/** How long a confirmation or an error stays, as the web's snack (SPEC §9). */
const NOTICE_MS = 3000;

export interface Notice {
  text: string;
  error: boolean;
}

/**
 * The screen's one short message (the web's snack): what a write on a card said, kept at screen
 * level because the card itself may be gone (a deleted question) by the time the server answers.
 */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((text: string, error = false) => {
    setNotice({ text, error });
    // Queued behind what VoiceOver is saying (iOS), so a write that also moved focus (an answer:
    // focus-after.ts) is heard after the question that took it, not cut off by it. The web export
    // has no announcement call: the live region below speaks there.
    if (Platform.OS !== 'web') AccessibilityInfo.announceForAccessibilityWithOptions(text, { queue: true });
  }, []);
  return { notice, show };
}

export function NoticeText({ notice }: { notice: Notice | null }) {
  const { colors } = useTheme();
  if (!notice) return null;
  return (
    <Text
      accessibilityRole={notice.error ? 'alert' : 'text'}
      accessibilityLiveRegion="polite"
      style={[styles.notice, { color: notice.error ? colors.danger : colors.text, borderColor: colors.border }]}
    >
      {notice.text}
    </Text>
  );
}

const styles = StyleSheet.create({
  notice: {
    marginHorizontal: space.md,
    marginBottom: space.smPlus,
    padding: space.smPlus,
    borderRadius: radius.sm,
    borderWidth: 1,
    fontSize: fontSize.body,
  },
});
