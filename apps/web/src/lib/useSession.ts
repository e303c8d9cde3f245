import type { SessionUser } from '@qurio/contract';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session-store';

export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
