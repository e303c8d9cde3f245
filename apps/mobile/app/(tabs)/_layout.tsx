import {
  bellGlyph,
  compassGlyph,
  fontSize,
  fontWeight,
  type Glyph,
  homeGlyph,
  inboxGlyph,
  lineHeight,
  lineHeightOf,
  personGlyph,
  radius,
} from '@qurio/design';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, usePathname } from 'expo-router';
import { Tabs } from 'expo-router/js-tabs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColorValue, StyleSheet, Text, View } from 'react-native';
import { useSafeAreaInsets } from 'react-native-safe-area-context';
import { feedKeys } from '../../src/features/feeds/feed-keys';
import { GuestExplore } from '../../src/features/feeds/GuestExplore';
import { useLiveCounts } from '../../src/features/live/useLiveCounts';
import { usePushNavigation } from '../../src/features/push/push-navigation';
import { useSession } from '../../src/features/session/SessionProvider';
import { Icon } from '../../src/ui/Icon';
import { SplashView } from '../../src/ui/SplashView';
import { HeaderEditProfile, HeaderTitle } from '../../src/ui/StackHeader';
import { useTheme } from '../../src/ui/theme/ThemeProvider';

/**
 * The signed-in app: five tabs. A visitor may look at Explore (issue 34), without the tabs; any
 * other tab sends them to log in (a member who still owes the sign-up confirmations never gets
 * here: the root stack's ConsentGate sends them to the consent screen).
 */
export default function TabsLayout() {
  const { status } = useSession();
  const pathname = usePathname();
  if (status === 'restoring') return <SplashView />;
  if (status === 'signedOut') return pathname === '/explore' ? <GuestExplore /> : <Redirect href="/login" />;
  return <MemberTabs />;
}

/**
 * The tab bar with the Inbox's count of questions waiting and the Notifications dot, set by the live
 * stream's events at once (polled every 30 s only while it is not open), refreshed after every
 * navigation and when the app returns to the foreground.
 */
function MemberTabs() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const insets = useSafeAreaInsets();
  const { user } = useSession();
  const { pending, unseen } = useLiveCounts();
  useRefreshStatsOnNavigation();
  usePushNavigation(user?.username ?? null);

  const tab = (
    name: 'home' | 'explore' | 'inbox' | 'notifications' | 'profile',
    glyph: Glyph,
    title: string,
    mark?: { count?: number; dot?: boolean; label: string },
  ) => ({
    title,
    tabBarLabel: ({ color }: { color: ColorValue }) => (
      <TabLabel label={t(`app.native.tabs.${name}`)} color={color} count={mark?.count} />
    ),
    tabBarAccessibilityLabel: mark ? mark.label : t(`app.native.tabs.${name}`),
    tabBarIcon: ({ color }: { color: ColorValue }) => <TabIcon glyph={glyph} color={color} dot={mark?.dot} />,
  });
  // The names start with what the tab shows (its short label), as a spoken name must contain it.
  const inboxTitle = t('app.native.tabs.inbox');
  const notificationsTitle = t('app.native.tabs.notifications');
  return (
    <Tabs
      screenOptions={{
        // Every tab under the navigator's header with its title, as the pushed screens have.
        headerShown: true,
        headerStyle: { backgroundColor: colors.card },
        headerTintColor: colors.text,
        headerTitleStyle: { color: colors.text, fontWeight: fontWeight.bold },
        headerTitleAlign: 'center',
        headerShadowVisible: false,
        headerTitle: ({ children }) => <HeaderTitle title={children} />,
        tabBarActiveTintColor: colors.primary,
        tabBarInactiveTintColor: colors.muted,
        // UIKit's 49 pt bar clips a label under a 24 pt icon on the web export: a little taller.
        tabBarStyle: { backgroundColor: colors.card, borderTopColor: colors.border, height: 56 + insets.bottom },
        tabBarLabelStyle: styles.label,
        tabBarAllowFontScaling: true,
      }}
    >
      <Tabs.Screen name="index" options={tab('home', homeGlyph, t('home.title'))} />
      <Tabs.Screen name="explore" options={tab('explore', compassGlyph, t('feeds.explore'))} />
      <Tabs.Screen
        name="inbox"
        options={tab(
          'inbox',
          inboxGlyph,
          inboxTitle,
          pending > 0
            ? { count: pending, label: t('app.native.inbox.tabPending', { title: inboxTitle, count: pending }) }
            : undefined,
        )}
      />
      <Tabs.Screen
        name="notifications"
        options={tab(
          'notifications',
          bellGlyph,
          notificationsTitle,
          unseen
            ? { dot: true, label: t('app.native.notifications.tabUnread', { title: notificationsTitle }) }
            : undefined,
        )}
      />
      <Tabs.Screen
        name="profile"
        options={{
          ...tab('profile', personGlyph, t('app.native.profileTab')),
          // The own profile's header has its "Edit profile" action.
          title: user ? `@${user.username}` : t('app.native.profileTab'),
          headerRight: () => <HeaderEditProfile />,
        }}
      />
    </Tabs>
  );
}

/** The web refreshes the member's counts after each navigation (SPEC §2); so does the tab bar. */
function useRefreshStatsOnNavigation() {
  const queryClient = useQueryClient();
  const pathname = usePathname();
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    void queryClient.invalidateQueries({ queryKey: feedKeys.stats });
  }, [pathname, queryClient]);
}

/**
 * A tab's label, with the count of waiting items after it in one line of text: the tab's spoken
 * name ("Questions, 2 questions waiting") then contains what it shows, in order (axe,
 * label-content-name-mismatch; the navigator draws the icon twice, so a count there read "2 2").
 */
function TabLabel({ label, color, count }: { label: string; color: ColorValue; count?: number }) {
  const { colors } = useTheme();
  return (
    <Text style={[styles.label, { color }]} numberOfLines={1}>
      {label}
      {count ? (
        <>
          {' '}
          {/* Thin spaces pad the pill: a Text nested in a Text takes no padding. */}
          <Text style={[styles.count, { backgroundColor: colors.danger, color: colors.onDanger }]}>
            {`\u2009${count > 99 ? '99+' : count}\u2009`}
          </Text>
        </>
      ) : null}
    </Text>
  );
}

/** A tab's icon (the web's glyph) with an unread dot over its top corner, floating beside it. */
function TabIcon({ glyph, color, dot }: { glyph: Glyph; color: ColorValue; dot?: boolean }) {
  const { colors } = useTheme();
  return (
    <View style={styles.icon}>
      <Icon glyph={glyph} color={color} size={24} />
      {dot ? (
        <View style={[styles.dot, styles.dotMark, { backgroundColor: colors.danger, borderColor: colors.card }]} />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  icon: { width: 24, height: 24 },
  label: {
    fontSize: fontSize.tab,
    lineHeight: lineHeightOf(fontSize.tab, lineHeight.tight),
    fontWeight: fontWeight.semibold,
  },
  dotMark: { position: 'absolute', top: -2, right: -4 },
  count: {
    borderRadius: radius.pill,
    fontSize: fontSize.tab,
    lineHeight: lineHeightOf(fontSize.tab, lineHeight.tight),
    fontWeight: fontWeight.bold,
    overflow: 'hidden',
  },
  dot: { width: 10, height: 10, borderRadius: radius.pill, borderWidth: 2 },
});
