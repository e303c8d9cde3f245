import { Redirect } from 'expo-router';
import { Tabs } from 'expo-router/js-tabs';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../src/features/session/SessionProvider';
import { useTheme } from '../../src/features/theme/ThemeProvider';
import { SplashView } from '../../src/ui/SplashView';

/** The signed-in app: five tabs. A visitor is sent to log in. */
export default function TabsLayout() {
  const { t } = useTranslation();
  const { colors } = useTheme();
  const { status } = useSession();
  if (status === 'restoring') return <SplashView />;
  if (status === 'signedOut') return <Redirect href="/login" />;
  const tab = (title: string) => ({ title, tabBarAccessibilityLabel: title });
  return (
    <Tabs
      screenOptions={{
        headerShown: false,
        tabBarActiveTintColor: colors.primary,
        tabBarInactiveTintColor: colors.muted,
        tabBarStyle: { backgroundColor: colors.card, borderTopColor: colors.border },
        tabBarIcon: () => null,
        tabBarIconStyle: { display: 'none' },
        tabBarLabelStyle: { fontSize: 13 },
      }}
    >
      <Tabs.Screen name="index" options={tab(t('home.title'))} />
      <Tabs.Screen name="explore" options={tab(t('feeds.explore'))} />
      <Tabs.Screen name="inbox" options={tab(t('inbox.title'))} />
      <Tabs.Screen name="notifications" options={tab(t('notifications.title'))} />
      <Tabs.Screen name="profile" options={tab(t('app.native.profileTab'))} />
    </Tabs>
  );
}
