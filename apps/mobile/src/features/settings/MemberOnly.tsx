import { Redirect } from 'expo-router';
import type { ReactNode } from 'react';
import { SplashView } from '../../ui/SplashView';
import { useSession } from '../session/SessionProvider';

/** Screens outside the tabs that only a member may open (SPEC §2): a visitor is sent to log in. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'restoring') return <SplashView />;
  if (status === 'signedOut') return <Redirect href="/login" />;
  return children;
}
