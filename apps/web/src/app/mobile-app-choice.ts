/** Local-storage key of the phone bottom bar's answer (SPEC §1): `app` or `web`. */
export const MOBILE_CHOICE_KEY = 'qurio:mobile-choice';

/** The phone app's link scheme (apps/mobile/app.json `scheme`): `qurio://alice/post/3` opens `/alice/post/3`. */
export const APP_SCHEME = 'qurio';

/**
 * How long the page waits for the app to take over before sending the visitor to the store. A phone
 * that opens the app hides the page within a few hundred milliseconds.
 */
export const STORE_FALLBACK_MS = 1500;

export type MobileChoice = 'app' | 'web';
export type PhonePlatform = 'android' | 'ios' | 'other';

/** The store pages, from the server's configuration (`appLinks`); null where a store has no listing. */
export interface StoreLinks {
  play_store_url: string | null;
  app_store_url: string | null;
}

export function readMobileChoice(): MobileChoice | null {
  try {
    const value = localStorage.getItem(MOBILE_CHOICE_KEY);
    return value === 'app' || value === 'web' ? value : null;
  } catch {
    // Storage disabled (private mode): ask again next time rather than fail.
    return null;
  }
}

export function saveMobileChoice(choice: MobileChoice): void {
  try {
    localStorage.setItem(MOBILE_CHOICE_KEY, choice);
  } catch {
    // Storage disabled: the bar closes for this visit only.
  }
}

/** The app's link to the page being shown: the same path and query under the app's scheme. */
export function appUrlFor(location: { pathname: string; search: string }): string {
  return `${APP_SCHEME}://${location.pathname.replace(/^\/+/, '')}${location.search}`;
}

export function detectPlatform(nav: { userAgent: string; maxTouchPoints?: number }): PhonePlatform {
  if (/Android/i.test(nav.userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(nav.userAgent)) return 'ios';
  // iPadOS presents itself as a Mac; only its touch screen tells them apart.
  if (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1) return 'ios';
  return 'other';
}

/**
 * The store page for this phone, or null when its store has no listing (then there is nothing to
 * offer: the app cannot be installed from here). Elsewhere either store page at least shows the app.
 */
export function storeUrlFor(platform: PhonePlatform, links: StoreLinks | null): string | null {
  if (!links) return null;
  if (platform === 'android') return links.play_store_url;
  if (platform === 'ios') return links.app_store_url;
  return links.play_store_url ?? links.app_store_url;
}

interface FallbackDeps {
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  go?: (url: string) => void;
  delayMs?: number;
}

/**
 * Called as the app's link is followed: if the page is still showing after STORE_FALLBACK_MS the
 * app is not installed, so the store page opens instead. A page hidden in the meantime (the app
 * took over) never redirects, even once the visitor comes back to it. Returns a cancel function.
 */
export function fallBackToStore(storeUrl: string, deps: FallbackDeps = {}): () => void {
  const doc = deps.doc ?? document;
  const go = deps.go ?? ((url: string) => window.location.assign(url));
  let left = false;
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') left = true;
  };
  doc.addEventListener('visibilitychange', onVisibility);
  const stop = () => {
    clearTimeout(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
  const timer = setTimeout(() => {
    stop();
    if (!left && doc.visibilityState === 'visible') go(storeUrl);
  }, deps.delayMs ?? STORE_FALLBACK_MS);
  return stop;
}
