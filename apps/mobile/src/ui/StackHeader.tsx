import { arrowLeftGlyph, editGlyph, fontSize, fontWeight, minTouchTarget, space } from '@qurio/design';
import { type Href, useRouter } from 'expo-router';
import { useTranslation } from 'react-i18next';
import { Pressable, StyleSheet, Text } from 'react-native';
import { Icon } from './Icon';
import { useTheme } from './theme/ThemeProvider';

/** The navigator's header in the app's colours, for every stack (pushed screens show it). */
export function useStackHeaderOptions() {
  const { colors } = useTheme();
  return {
    headerShown: true,
    headerStyle: { backgroundColor: colors.card },
    headerTintColor: colors.text,
    headerTitleStyle: { color: colors.text, fontWeight: fontWeight.bold },
    // Its separator takes the navigation theme's light grey, a white line at night: the card colour
    // against the page's is the edge instead.
    headerShadowVisible: false,
    headerBackVisible: false,
    headerTitleAlign: 'center' as const,
    headerTitle: ({ children }: { children: string }) => <HeaderTitle title={children} />,
  };
}

/**
 * The header's title, marked as the screen's heading for screen readers, on one line that the
 * system's text size may grow (it is cut short with an ellipsis, never clipped).
 */
export function HeaderTitle({ title }: { title: string }) {
  const { colors } = useTheme();
  return (
    <Text accessibilityRole="header" numberOfLines={1} style={[styles.title, { color: colors.text }]}>
      {title}
    </Text>
  );
}

/**
 * The header's back button: back through the history, or, opened by a deep link or a push with
 * nothing behind it, to the screen's natural parent (the tabs at the latest). Drawn by us rather
 * than the platform's so a deep-linked screen has one too, with the same label on every platform.
 */
export function HeaderBack({ fallback }: { fallback: Href }) {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('post.back')}
      hitSlop={4}
      onPress={() => (router.canGoBack() ? router.back() : router.replace(fallback))}
      style={({ pressed }) => [styles.button, { opacity: pressed ? 0.6 : 1 }]}
    >
      <Icon glyph={arrowLeftGlyph} color={colors.primary} />
    </Pressable>
  );
}

/** The own profile's header action, a pencil named for screen readers: the personal settings (picture, cover, name, bio). */
export function HeaderEditProfile() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const router = useRouter();
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={t('app.native.editProfile')}
      onPress={() => router.push('/settings/personal')}
      style={({ pressed }) => [styles.button, { opacity: pressed ? 0.6 : 1 }]}
    >
      <Icon glyph={editGlyph} size={22} color={colors.primary} />
    </Pressable>
  );
}

const styles = StyleSheet.create({
  button: {
    minWidth: minTouchTarget,
    minHeight: minTouchTarget,
    justifyContent: 'center',
    alignItems: 'center',
    paddingHorizontal: space.sm,
  },
  title: { fontSize: fontSize.title, fontWeight: fontWeight.bold, maxWidth: 240 },
});
