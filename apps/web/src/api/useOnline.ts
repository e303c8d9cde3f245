import { useEffect, useSyncExternalStore } from 'react';
import { isOnline, setOnline, subscribeConnection } from './connection-store';

/** False after a request failed while offline; true again once the browser reports a connection. */
export function useOnline(): boolean {
  useEffect(() => {
    const back = () => setOnline(true);
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  return useSyncExternalStore(subscribeConnection, isOnline, isOnline);
}
