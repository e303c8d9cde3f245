import { Stack } from 'expo-router';
import { StatusBar } from 'expo-status-bar';
import { AppProviders } from '../src/AppProviders';
import { ConsentGate } from '../src/features/auth/ConsentGate';
import { useTheme } from '../src/ui/theme/ThemeProvider';

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
