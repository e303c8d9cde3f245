import { fontSize, radius, space } from '@qurio/design';
import { badgeLabel, badgeViews } from '@qurio/queries';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';

export function Badges({ badges }: { badges: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const views = badgeViews(badges);
  if (views.length === 0) return null;
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  return (
    <View accessibilityLabel={t('profile.badges')} style={styles.row}>
      {views.map(({ badge, view }) => (
        <Text key={badge} style={[styles.badge, { borderColor: colors.primary, color: colors.primary }]}>
          {badgeLabel(view, t, (value) => compact.format(value))}
        </Text>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: space.xsPlus },
  badge: {
    borderWidth: 1,
    borderRadius: radius.md,
    paddingHorizontal: space.sm,
    paddingVertical: space.xxs,
    fontSize: fontSize.small,
  },
});
