import { Stack } from 'expo-router';
import { useSession } from '../../src/features/session/SessionProvider';
import { isWelcomeDue } from '../../src/features/welcome/steps';
import { ReturnTo } from '../../src/lib/ReturnTo';
import { SplashView } from '../../src/ui/SplashView';

/** Log in and sign up: only for visitors; a member goes to Home, a new one to the welcome first. */
export default function AuthLayout() {
  const { status } = useSession();
  if (status === 'restoring') return <SplashView />;
  if (status === 'signedIn') return <ReturnTo href={isWelcomeDue() ? '/welcome' : '/'} />;
  return <Stack screenOptions={{ headerShown: false }} />;
}
