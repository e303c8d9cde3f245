import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnection } from './connection-store';

/** False after a request failed while offline; true again once the browser reports a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, isOnline);
}
