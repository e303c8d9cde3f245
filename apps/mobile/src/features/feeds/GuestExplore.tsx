import { fontSize, fontWeight, space } from '@qurio/design';
import { Link } from 'expo-router';
import { HeaderShownContext } from 'expo-router/react-navigation';
import { useTranslation } from 'react-i18next';
import { StyleSheet, Text, View } from 'react-native';
import { SafeAreaView } from 'react-native-safe-area-context';
import { useTheme } from '../../ui/theme/ThemeProvider';
import { touchTarget } from '../../ui/touch-target';
import { ExploreScreen } from './ExploreScreen';

/**
 * `/explore` for a visitor (issue 34): the same feed, read-only (a like or a follow asks them to
 * sign in), under a bar of its own with the way to log in or sign up instead of the member's tabs.
 */
export function GuestExplore() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  return (
    <View style={[styles.screen, { backgroundColor: colors.background }]}>
      <SafeAreaView edges={['top']} style={{ backgroundColor: colors.card }}>
        <View style={[styles.bar, { borderBottomColor: colors.border }]}>
          <Text accessibilityRole="header" style={[styles.title, { color: colors.text }]}>
            {t('feeds.explore')}
          </Text>
          <Link href="/login" accessibilityRole="link" accessibilityLabel={t('nav.login')} style={touchTarget}>
            <Text style={[styles.action, { color: colors.primary }]}>{t('nav.login')}</Text>
          </Link>
          <Link href="/signup" accessibilityRole="link" accessibilityLabel={t('nav.signup')} style={touchTarget}>
            <Text style={[styles.action, { color: colors.primary }]}>{t('nav.signup')}</Text>
          </Link>
        </View>
      </SafeAreaView>
      {/* The bar above takes the top inset: the feed's screen must not take it again. */}
      <HeaderShownContext.Provider value={true}>
        <ExploreScreen />
      </HeaderShownContext.Provider>
    </View>
  );
}

const styles = StyleSheet.create({
  screen: { flex: 1 },
  bar: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: space.md,
    paddingHorizontal: space.lg,
    paddingVertical: space.xs,
    borderBottomWidth: StyleSheet.hairlineWidth,
  },
  title: { flex: 1, fontSize: fontSize.title, fontWeight: fontWeight.bold },
  action: { fontSize: fontSize.body, fontWeight: fontWeight.semibold },
});
