import { useTranslation } from 'react-i18next';
import { StyleSheet, Text } from 'react-native';
import { useOnline } from '../api/connection';
import { useTheme } from '../features/theme/ThemeProvider';

/** Shown while the last request got no response (SPEC §4 "Connection"). */
export function OfflineNotice() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  if (useOnline()) return null;
  return (
    <Text accessibilityRole="alert" style={[styles.notice, { backgroundColor: colors.danger, color: colors.card }]}>
      {t('network.lost')}
    </Text>
  );
}

const styles = StyleSheet.create({ notice: { padding: 8, textAlign: 'center', fontSize: 14 } });
