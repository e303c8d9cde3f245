import { fontSize, fontWeight, radius, space } from '@qurio/design';
import type { ReactNode } from 'react';
import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import type { SettingsPageKey } from './settings-pages';

/** A settings sub-page's content, scrolling under the navigator's header (its title and back, app/settings/_layout.tsx). */
export function SettingsPage({
  children,
  scroll = true,
}: {
  /** Which page this is; the header of app/settings/_layout.tsx writes its title. */
  page: SettingsPageKey;
  children: ReactNode;
  scroll?: boolean;
}) {
  return (
    <Screen>
      {scroll ? (
        <ScrollView contentContainerStyle={styles.body} keyboardShouldPersistTaps="handled">
          {children}
        </ScrollView>
      ) : (
        children
      )}
    </Screen>
  );
}

/** A titled group of fields inside a settings page. */
export function SettingsCard({ title, children }: { title?: string; children: ReactNode }) {
  const { colors } = useTheme();
  return (
    <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
      {title ? (
        <Text accessibilityRole="header" style={[styles.cardTitle, { color: colors.text }]}>
          {title}
        </Text>
      ) : null}
      {children}
    </View>
  );
}

/** A confirmation that a change was saved, read out as it appears. */
export function SavedText({ message }: { message: string | null }) {
  const { colors } = useTheme();
  if (!message) return null;
  return (
    <Text accessibilityRole="text" accessibilityLiveRegion="polite" style={{ color: colors.primary }}>
      {message}
    </Text>
  );
}

const styles = StyleSheet.create({
  body: { padding: space.lg, gap: space.mdPlus },
  card: { borderWidth: StyleSheet.hairlineWidth, borderRadius: radius.md, padding: space.mdPlus, gap: space.md },
  cardTitle: { fontSize: fontSize.title, fontWeight: fontWeight.bold },
});
