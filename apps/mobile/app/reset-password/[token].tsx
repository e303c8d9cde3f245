import { Redirect, useLocalSearchParams } from 'expo-router';
import { ResetPasswordTokenScreen } from '../../src/features/auth/ResetPasswordTokenScreen';
import { useSession } from '../../src/features/session/SessionProvider';
import { SplashView } from '../../src/ui/SplashView';

/** `/reset-password/{token}` (qurio://reset-password/…, the link of the reset mail): visitors only. */
export default function ResetPasswordRoute() {
  const { token } = useLocalSearchParams<{ token: string }>();
  const { status } = useSession();
  if (status === 'restoring') return <SplashView />;
  if (status === 'signedIn') return <Redirect href="/" />;
  return <ResetPasswordTokenScreen token={String(token)} />;
}
