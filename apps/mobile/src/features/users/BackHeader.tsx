import { type Href, useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTheme } from '../../ui/theme/ThemeProvider';

/**
 * The back header of a profile's sub-pages (SPEC §2). A deep link has no history to go back to:
 * then the natural parent (`fallback`, the profile) replaces the page.
 */
export function BackHeader({ title, fallback }: { title: string; fallback: Href }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  return (
    <View style={[styles.header, { borderBottomColor: colors.border }]}>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={t('post.back')}
        hitSlop={8}
        style={styles.back}
        onPress={() => (router.canGoBack() ? router.back() : router.replace(fallback))}
      >
        <Text style={[styles.arrow, { color: colors.primary }]}>←</Text>
      </Pressable>
      <Text accessibilityRole="header" numberOfLines={1} style={[styles.title, { color: colors.text }]}>
        {title}
      </Text>
    </View>
  );
}

const styles = StyleSheet.create({
  header: {
    flexDirection: 'row',
    alignItems: 'center',
    gap: 8,
    paddingHorizontal: 8,
    paddingVertical: 4,
    borderBottomWidth: StyleSheet.hairlineWidth,
  },
  back: { minWidth: 44, minHeight: 44, justifyContent: 'center', alignItems: 'center' },
  arrow: { fontSize: 22 },
  title: { flex: 1, fontSize: 18, fontWeight: '700' },
});
