import { setOnline } from '../api/connection-store';

function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * Runs `load` (a screen's code, the rest of the strings) and, when it fails because the browser is
 * offline, shows the no-connection screen (SPEC §4 "Connection") and tries again once the browser
 * is back online: the navigation that needed it then completes by itself instead of failing.
 */
export async function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator === 'undefined' || navigator.onLine !== false) throw error;
      setOnline(false);
      await nextOnline();
    }
  }
}
