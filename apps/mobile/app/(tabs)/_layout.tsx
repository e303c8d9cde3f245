import { useQueryClient } from '@tanstack/react-query';
import { Redirect, usePathname } from 'expo-router';
import { Tabs } from 'expo-router/js-tabs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColorValue, StyleSheet, Text, View } from 'react-native';
import { feedKeys } from '../../src/features/feeds/feed-keys';
import { useLiveCounts } from '../../src/features/live/useLiveCounts';
import { usePushNavigation } from '../../src/features/push/push-navigation';
import { useSession } from '../../src/features/session/SessionProvider';
import { SplashView } from '../../src/ui/SplashView';
import { useTheme } from '../../src/ui/theme/ThemeProvider';

/**
 * The signed-in app: five tabs. A visitor is sent to log in (a member who still owes the sign-up
 * confirmations never gets here: the root stack's ConsentGate sends them to the consent screen).
 */
export default function TabsLayout() {
  const { status } = useSession();
  if (status === 'restoring') return <SplashView />;
  if (status === 'signedOut') return <Redirect href="/login" />;
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
  const { user } = useSession();
  const { pending, unseen } = useLiveCounts();
  useRefreshStatsOnNavigation();
  usePushNavigation(user?.username ?? null);

  const tab = (title: string, mark?: { count?: number; dot?: boolean; label: string }) => ({
    title,
    tabBarAccessibilityLabel: mark ? mark.label : title,
    tabBarLabel: ({ color }: { color: ColorValue }) => (
      <TabLabel title={title} color={color} count={mark?.count} dot={mark?.dot} />
    ),
  });
  const inboxTitle = t('inbox.title');
  const notificationsTitle = t('notifications.title');
  return (
    <Tabs
      screenOptions={{
        headerShown: false,
        tabBarActiveTintColor: colors.primary,
        tabBarInactiveTintColor: colors.muted,
        tabBarStyle: { backgroundColor: colors.card, borderTopColor: colors.border },
        tabBarIcon: () => null,
        tabBarIconStyle: { display: 'none' },
        tabBarLabelStyle: { fontSize: 12 },
      }}
    >
      <Tabs.Screen name="index" options={tab(t('home.title'))} />
      <Tabs.Screen name="explore" options={tab(t('feeds.explore'))} />
      <Tabs.Screen
        name="inbox"
        options={tab(
          inboxTitle,
          pending > 0
            ? { count: pending, label: t('app.native.inbox.tabPending', { title: inboxTitle, count: pending }) }
            : undefined,
        )}
      />
      <Tabs.Screen
        name="notifications"
        options={tab(
          notificationsTitle,
          unseen
            ? { dot: true, label: t('app.native.notifications.tabUnread', { title: notificationsTitle }) }
            : undefined,
        )}
      />
      <Tabs.Screen name="profile" options={tab(t('app.native.profileTab'))} />
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
 * A tab's title with the count of waiting items or an unread dot over its top corner (the icons
 * are off). The mark floats so it never pushes the title into its neighbour's on a narrow phone.
 */
function TabLabel({ title, color, count, dot }: { title: string; color: ColorValue; count?: number; dot?: boolean }) {
  const { colors } = useTheme();
  return (
    <View style={styles.label}>
      {/* The trailing space keeps the title and the count apart in the tab's text (axe compares it with the name). */}
      <Text style={[styles.title, { color }]}>{count ? `${title} ` : title}</Text>
      {count ? (
        <Text style={[styles.count, styles.mark, { backgroundColor: colors.danger, color: colors.onPrimary }]}>
          {count > 99 ? '99+' : count}
        </Text>
      ) : dot ? (
        <View style={[styles.dot, styles.dotMark, { backgroundColor: colors.danger }]} />
      ) : null}
    </View>
  );
}

const styles = StyleSheet.create({
  label: { position: 'relative', paddingHorizontal: 2 },
  title: { fontSize: 12 },
  mark: { position: 'absolute', top: -12, right: -14 },
  dotMark: { position: 'absolute', top: -4, right: -6 },
  count: {
    minWidth: 18,
    borderRadius: 9,
    paddingHorizontal: 5,
    fontSize: 11,
    fontWeight: '700',
    textAlign: 'center',
    overflow: 'hidden',
  },
  dot: { width: 8, height: 8, borderRadius: 4 },
});
