import { space } from '@qurio/design';
import { Link } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { authStyles } from './auth-styles';

/**
 * Under the sign-in forms: a visitor may look around first (issue 34), Explore and search read-only,
 * as on the web's guest header. Pushed, so Back returns to the form.
 */
export function LookAround() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <View style={styles.row}>
      <Text style={{ color: colors.muted }}>{t('nav.lookAround')}</Text>
      {(
        [
          ['/explore', t('nav.explore')],
          ['/search', t('nav.search')],
        ] as const
      ).map(([href, label]) => (
        <Link key={href} href={href} accessibilityRole="link" accessibilityLabel={label} style={touchTarget}>
          <Text style={[authStyles.link, { color: colors.primary }]}>{label}</Text>
        </Link>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: space.lg },
});
