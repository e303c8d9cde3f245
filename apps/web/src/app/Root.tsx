import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, type ScrollRestorationProps, useRouteError } from 'react-router';
import { useOnline } from '../api/useOnline';
import { PageLoader } from '../ui/PageLoader';
import { Snackbar } from '../ui/Snackbar';
import { useHydrated } from '../ui/useHydrated';
import { ErrorScreen } from './ErrorScreen';
import { useKeptScrollAsPageGrows } from './keep-scroll';
import { OfflineScreen } from './OfflineScreen';
import { PHONE_QUERY } from './phone-query';
import styles from './Root.module.css';
import type { RouteHandle } from './routes';

/**
 * SPEC §2: a keep-scroll route is remembered by its path, so returning to it (back, or its link)
 * restores the position; any other page by its history entry, so a new visit starts at the top.
 */
export const scrollKey: NonNullable<ScrollRestorationProps['getKey']> = (location, matches) =>
  (matches.at(-1)?.handle as RouteHandle | undefined)?.keepScroll ? location.pathname : location.key;

/** The root route: scroll keeping, the no-connection screen, the phone bar and the notices. */
export function Root() {
  const online = useOnline();
  useKeptScrollAsPageGrows();
  return (
    <ControlsWhenHydrated>
      <ScrollRestoration getKey={scrollKey} />
      {online ? <Outlet /> : <OfflineScreen />}
      {online ? <PhoneBar /> : null}
      <Snackbar />
    </ControlsWhenHydrated>
  );
}

// The phone bar's code (the bar, the store links, the remembered answer) comes after the page,
// and only to a phone-sized window: the server renders no bar anyway, and in the first load it
// was 0.7 KB of gzip that kept a shared profile over its 100 KB budget (npm run size). Loaded by
// an effect, not React.lazy: a Suspense boundary beside the Outlet left phone pages' main empty
// under Preact (CI, access-tokens and pwa-mobile specs at 390 and 320 px).
function PhoneBar() {
  const [Bar, setBar] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && !window.matchMedia(PHONE_QUERY).matches) return;
    let live = true;
    import('./MobileAppBar').then(
      (module) => {
        if (live) setBar(() => module.MobileAppBar);
      },
      // Offline or a failed download: no bar, as with nothing to offer.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return Bar ? <Bar /> : null;
}

/**
 * Until the browser has taken over a page the server rendered, its buttons and fields would do
 * nothing (a lost click, text typed into a field the app then forgets): a disabled fieldset holds
 * every control until then, while links keep working. Its own component, so that enabling them
 * re-renders the fieldset alone: `children` are the same elements as before.
 */
function ControlsWhenHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.app} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}

/** Until the first page's code, strings and data are there. */
export function InitialLoader() {
  return <PageLoader fullPage />;
}

/** A crash in a screen shows the generic error instead of a blank page; a lost connection, its screen. */
export function RouteError() {
  const error = useRouteError();
  const online = useOnline();
  if (!online || navigator.onLine === false) return <OfflineScreen />;
  console.error(error);
  return <ErrorScreen />;
}
