import { Redirect, Stack } from 'expo-router';
import { useSession } from '../../src/features/session/SessionProvider';
import { SplashView } from '../../src/ui/SplashView';

/** Log in and sign up: only for visitors; a member goes straight to Home. */
export default function AuthLayout() {
  const { status } = useSession();
  if (status === 'restoring') return <SplashView />;
  if (status === 'signedIn') return <Redirect href="/" />;
  return <Stack screenOptions={{ headerShown: false }} />;
}
