import { Stack } from 'expo-router';
import { StatusBar } from 'expo-status-bar';
import { AppProviders } from '../src/AppProviders';
import { ConsentGate } from '../src/features/auth/ConsentGate';
import { useTheme } from '../src/ui/theme/ThemeProvider';

/**
 * A deep link or a pressed push opens its screen over the tabs, so the stack has a way back to
 * them (the header's back, Android's back button) instead of ending the app.
 */
export const unstable_settings = { initialRouteName: '(tabs)' };

function ThemedStack() {
  const { dark, colors } = useTheme();
  return (
    <>
      <StatusBar style={dark ? 'light' : 'dark'} />
      <Stack
        screenOptions={{ headerShown: false, contentStyle: { backgroundColor: colors.background } }}
        screenLayout={({ route, children }) => <ConsentGate screen={route.name}>{children}</ConsentGate>}
      />
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
