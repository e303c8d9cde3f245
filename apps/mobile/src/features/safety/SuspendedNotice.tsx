import { ApiError } from '@qurio/client';
import { fontSize, fontWeight, radius, space } from '@qurio/design';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { formatDate } from '../questions/format-date';

/** The suspension a failed login carries (ACCOUNT_SUSPENDED), or null for any other failure. */
export function suspensionOf(error: unknown) {
  if (!(error instanceof ApiError) || error.code !== 'ACCOUNT_SUSPENDED') return null;
  return error.suspension ?? { reason: null, until: null };
}

/** What a suspended member sees when logging in: that, why, and until when (issue 16). */
export function SuspendedNotice({ suspension }: { suspension: { reason: string | null; until: string | null } }) {
  const { t, i18n } = useTranslation();
  const { colors } = useTheme();
  return (
    <View
      accessible
      accessibilityRole="alert"
      accessibilityLiveRegion="polite"
      style={[styles.box, { borderColor: colors.danger, backgroundColor: colors.card }]}
    >
      <Text style={[styles.title, { color: colors.danger }]}>{t('login.suspended.title')}</Text>
      {suspension.reason ? (
        <Text style={{ color: colors.text }}>{t('login.suspended.reason', { reason: suspension.reason })}</Text>
      ) : null}
      <Text style={{ color: colors.text }}>
        {suspension.until
          ? t('login.suspended.until', { date: formatDate(suspension.until, i18n.language) })
          : t('login.suspended.indefinite')}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  box: { borderWidth: 1, borderRadius: radius.md, padding: space.md, gap: space.xs },
  title: { fontSize: fontSize.input, fontWeight: fontWeight.bold },
});
