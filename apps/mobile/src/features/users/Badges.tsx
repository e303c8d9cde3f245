import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';

type BadgeView = { kind: 'answers'; answers: number } | { kind: 'years'; years: number };

/** SPEC §1: strings with '-answer' are answer badges ('1k-answer'); the others are year badges ('3-year-user'). */
function parseBadge(badge: string): BadgeView | null {
  const answers = /^(\d+)k-answer$/.exec(badge);
  if (answers?.[1]) return { kind: 'answers', answers: Number(answers[1]) * 1000 };
  const years = /^(\d+)-year-user$/.exec(badge);
  if (years?.[1]) return { kind: 'years', years: Number(years[1]) };
  return null;
}

export function Badges({ badges }: { badges: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  const views = badges.flatMap((badge) => {
    const view = parseBadge(badge);
    return view ? [[badge, view] as const] : [];
  });
  if (views.length === 0) return null;
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact' });
  return (
    <View accessibilityLabel={t('profile.badges')} style={styles.row}>
      {views.map(([badge, view]) => (
        <Text key={badge} style={[styles.badge, { borderColor: colors.primary, color: colors.primary }]}>
          {view.kind === 'answers'
            ? t('profile.badgeAnswers', { count: view.answers, amount: compact.format(view.answers) })
            : t('profile.badgeYears', { count: view.years })}
        </Text>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', gap: 6 },
  badge: { borderWidth: 1, borderRadius: 12, paddingHorizontal: 8, paddingVertical: 2, fontSize: 13 },
});
