import { fontSize, fontWeight, space } from '@qurio/design';
import type { Ref } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from './theme/ThemeProvider';

/**
 * An empty list's or a failed load's title and explanation; `titleRef`, the title (a heading), for
 * a screen that moves focus to it once its list has emptied (ui/focus.ts).
 */
export function Message({ title, text, titleRef }: { title: string; text?: string; titleRef?: Ref<Text> }) {
  const { colors } = useTheme();
  return (
    <View style={styles.box}>
      <Text ref={titleRef} accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
      {text ? <Text style={[styles.text, { color: colors.muted }]}>{text}</Text> : null}
    </View>
  );
}

const styles = StyleSheet.create({
  box: { padding: space.xxl, gap: space.xsPlus, alignItems: 'center' },
  title: { fontSize: fontSize.title, fontWeight: fontWeight.semibold, textAlign: 'center' },
  text: { fontSize: fontSize.body, textAlign: 'center' },
});
