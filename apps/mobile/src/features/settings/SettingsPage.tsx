import { Link } from 'expo-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollView, StyleSheet, Text, View } from 'react-native';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { type SettingsPageKey, settingsPageText } from './settings-pages';

/** A settings sub-page: a back link to the menu, the page's title, and its content scrolling below. */
export function SettingsPage({
  page,
  children,
  scroll = true,
}: {
  page: SettingsPageKey;
  children: ReactNode;
  scroll?: boolean;
}) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const header = (
    <View style={styles.header}>
      <Link href="/settings" accessibilityRole="link" accessibilityLabel={t('settings.back')} style={styles.back}>
        <Text style={[styles.arrow, { color: colors.primary }]}>←</Text>
      </Link>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t(settingsPageText(page, 'title'))}
      </Text>
    </View>
  );
  return (
    <Screen>
      {header}
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
  header: { flexDirection: 'row', alignItems: 'center', gap: 8, paddingHorizontal: 12, paddingVertical: 8 },
  back: { minWidth: 44, minHeight: 44, justifyContent: 'center', alignItems: 'center', paddingTop: 8 },
  arrow: { fontSize: 24 },
  title: { fontSize: 20, fontWeight: '700', flexShrink: 1 },
  body: { padding: 16, gap: 14 },
  card: { borderWidth: StyleSheet.hairlineWidth, borderRadius: 12, padding: 14, gap: 12 },
  cardTitle: { fontSize: 17, fontWeight: '700' },
});
