import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { useTrendingHashtags } from './queries';
import { searchHref } from './search-term';

/** Explore's trending hashtags (SPEC §2): each opens the search for its tag. Nothing trending, nothing shown. */
export function TrendsList() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { data: trends = [] } = useTrendingHashtags();
  if (trends.length === 0) return null;
  return (
    <View style={[styles.card, { backgroundColor: colors.card, borderColor: colors.border }]}>
      <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
        {t('discovery.trends')}
      </Text>
      {trends.map((trend) => {
        const count = t('discovery.trendAnswers', { count: trend.counter });
        return (
          <Link
            key={trend.text}
            href={searchHref(trend.text)}
            accessibilityRole="link"
            accessibilityLabel={`${trend.text}, ${count}`}
            style={[touchTarget, styles.trend]}
          >
            <Text style={[styles.tag, { color: colors.primary }]}>{trend.text}</Text>
            <Text style={{ color: colors.muted }}>{`  ${count}`}</Text>
          </Link>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  // The 44 pt box of each trend keeps the rows' old 36 pt rhythm: it reaches into the next one.
  trend: { marginVertical: -space.xs },
  card: {
    borderWidth: StyleSheet.hairlineWidth,
    borderRadius: radius.md,
    padding: space.mdPlus,
    gap: space.xs,
    marginHorizontal: space.md,
  },
  title: { fontSize: fontSize.title, fontWeight: fontWeight.bold },
  tag: { fontSize: fontSize.input, fontWeight: fontWeight.semibold },
});
