import { useEffect, useSyncExternalStore } from 'react';
import { setOnline } from '../api/connection-store';
import { ensureAllStrings, hasAllStrings, subscribeStrings } from '../i18n';

/**
 * True when the screen may render: at once when it needs only the first screen's strings,
 * otherwise once the rest of the language has loaded. A download that fails while the browser
 * is offline shows the offline screen, which retries when the connection is back.
 */
export function useAllStrings(needed: boolean): boolean {
  const ready = useSyncExternalStore(subscribeStrings, hasAllStrings, hasAllStrings);
  useEffect(() => {
    if (!needed || ready) return;
    ensureAllStrings().catch((error: unknown) => {
      if (navigator.onLine === false) setOnline(false);
      else console.error(error);
    });
  }, [needed, ready]);
  return ready || !needed;
}
