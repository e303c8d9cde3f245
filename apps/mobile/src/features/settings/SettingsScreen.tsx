import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, ScrollView, StyleSheet, Text } from 'react-native';
import { Screen } from '../../ui/Screen';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { SETTINGS_PAGES, settingsPageText } from './settings-pages';

/** `/settings`: the list of settings pages, each with its description. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <Screen>
      <ScrollView contentContainerStyle={styles.list}>
        {SETTINGS_PAGES.map(({ key, href }) => (
          <Link key={key} href={href} asChild>
            <Pressable
              accessibilityRole="link"
              style={StyleSheet.flatten([styles.item, { backgroundColor: colors.card, borderColor: colors.border }])}
            >
              <Text style={[styles.title, { color: colors.text }]}>{t(settingsPageText(key, 'title'))}</Text>
              <Text style={{ color: colors.muted }}>{t(settingsPageText(key, 'description'))}</Text>
            </Pressable>
          </Link>
        ))}
      </ScrollView>
    </Screen>
  );
}

const styles = StyleSheet.create({
  list: { padding: space.lg, gap: space.smPlus },
  item: { borderWidth: StyleSheet.hairlineWidth, borderRadius: radius.md, padding: space.mdPlus, gap: space.xxs },
  title: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
});
