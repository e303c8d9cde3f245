import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { RandomUsers } from './RandomUsers';
import { SuggestionRows } from './SuggestionRows';

/**
 * Under an empty timeline: people to follow and random members to look at, so a new member has
 * something to tap (the web shows the same in its sidebar and footer).
 */
export function FirstPeople() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <View style={styles.box}>
      <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
        <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
          {t('discovery.suggestions')}
        </Text>
        <SuggestionRows />
      </View>
      <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
        <RandomUsers />
      </View>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { gap: space.md, paddingHorizontal: space.md },
  card: { borderWidth: StyleSheet.hairlineWidth, borderRadius: radius.md, padding: space.mdPlus, gap: space.md },
  title: { fontSize: fontSize.title, fontWeight: fontWeight.bold },
});
