import { Stack } from 'expo-router';
import { StatusBar } from 'expo-status-bar';
import { useTranslation } from 'react-i18next';
import { AppProviders } from '../src/AppProviders';
import { ConsentGate } from '../src/features/auth/ConsentGate';
import { useSession } from '../src/features/session/SessionProvider';
import { HeaderBack, HeaderEditProfile, useStackHeaderOptions } from '../src/ui/StackHeader';
import { useTheme } from '../src/ui/theme/ThemeProvider';

type Params = { username?: string } | undefined;
const usernameOf = (route: { params?: object }) => String((route.params as Params)?.username ?? '');

/**
 * A deep link or a pressed push opens its screen over the tabs, so the stack has a way back to
 * them (the header's back, Android's back button) instead of ending the app.
 */
export const unstable_settings = { initialRouteName: '(tabs)' };

/**
 * The root stack: the tabs, and every screen pushed over them with the navigator's header (title
 * and back; a screen opened by a deep link goes back to its parent, the tabs at the latest).
 */
function ThemedStack() {
  const { t } = useTranslation();
  const { dark, colors } = useTheme();
  const { user } = useSession();
  const header = useStackHeaderOptions();
  const back = (fallback: string) => () => <HeaderBack fallback={fallback} />;
  const bare = { headerShown: false };
  return (
    <>
      <StatusBar style={dark ? 'light' : 'dark'} />
      <Stack
        screenOptions={{ ...header, contentStyle: { backgroundColor: colors.background } }}
        screenLayout={({ route, children }) => <ConsentGate screen={route.name}>{children}</ConsentGate>}
      >
        <Stack.Screen name="(tabs)" options={bare} />
        <Stack.Screen name="(auth)" options={bare} />
        <Stack.Screen name="consent" options={bare} />
        {/* The first-run welcome leads on by its own steps: no way back to the sign-up behind it. */}
        <Stack.Screen name="welcome" options={bare} />
        <Stack.Screen name="reset-password/[token]" options={bare} />
        {/* The settings pages have a stack of their own, with the same headers. */}
        <Stack.Screen name="settings" options={bare} />
        <Stack.Screen
          name="[username]/index"
          options={({ route }) => {
            const username = usernameOf(route);
            const own = !!user && user.username.toLowerCase() === username.toLowerCase();
            return {
              title: `@${username}`,
              headerLeft: back('/'),
              headerRight: own ? () => <HeaderEditProfile /> : undefined,
            };
          }}
        />
        <Stack.Screen
          name="[username]/followers"
          options={({ route }) => ({
            title: `${t('profile.tabFollowers')} · @${usernameOf(route)}`,
            headerLeft: back(`/${usernameOf(route)}`),
          })}
        />
        <Stack.Screen
          name="[username]/following"
          options={({ route }) => ({
            title: `${t('profile.tabFollowing')} · @${usernameOf(route)}`,
            headerLeft: back(`/${usernameOf(route)}`),
          })}
        />
        <Stack.Screen
          name="[username]/post/[id]"
          options={({ route }) => ({
            title: t('post.title', { username: usernameOf(route) }),
            headerLeft: back(`/${usernameOf(route)}`),
          })}
        />
        <Stack.Screen name="question/[id]" options={{ title: t('question.prompt'), headerLeft: back('/') }} />
        <Stack.Screen name="held-questions" options={{ title: t('safety.held.title'), headerLeft: back('/inbox') }} />
        <Stack.Screen name="search" options={{ title: t('search.title'), headerLeft: back('/explore') }} />
      </Stack>
    </>
  );
}

export default function RootLayout() {
  return (
    <AppProviders>
      <ThemedStack />
    </AppProviders>
  );
}
