import { minTouchTarget, radius, space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';

/** Explore's way into search: looks like the field it opens. */
export function SearchEntry() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <Link
      href="/search"
      accessibilityRole="link"
      accessibilityLabel={t('search.placeholder')}
      style={[styles.entry, { borderColor: colors.border, backgroundColor: colors.card }]}
    >
      <Text style={{ color: colors.muted }}>
        <Text aria-hidden>{'⌕  '}</Text>
        {t('search.placeholder')}
      </Text>
    </Link>
  );
}

const styles = StyleSheet.create({
  entry: {
    minHeight: minTouchTarget,
    borderWidth: 1,
    borderRadius: radius.pill,
    paddingHorizontal: space.lg,
    paddingVertical: space.md,
    marginHorizontal: space.md,
  },
});
