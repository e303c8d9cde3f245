import { lazy, type ReactNode, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { useSession } from '../lib/useSession';
import { PageLoader } from '../ui/PageLoader';
import { GuestProfileLayout } from './layouts/GuestProfileLayout';
import { LandingLayout } from './layouts/LandingLayout';
import { MainLayout } from './layouts/MainLayout';
import { decideRoute, HOME_PATH } from './route-guard';
import { type AppRoute, ROUTES } from './routes';
import { useAllStrings } from './useAllStrings';
import { useKeepScroll } from './useKeepScroll';

// The member area is its own chunk: a guest on the landing page never downloads it.
const MemberLayout = lazy(() => import('./layouts/MemberLayout'));

export type LayoutKind = 'none' | 'member' | 'landing' | 'main' | 'profile';

/** Static routes bring their own frame; members always get the member layout; guests by route. */
export function layoutFor(route: AppRoute, signedIn: boolean): LayoutKind {
  if (route.static) return 'none';
  if (signedIn) return 'member';
  return route.guestLayout ?? 'main';
}

function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  switch (kind) {
    case 'none':
      return <>{children}</>;
    case 'member':
      return (
        <Suspense fallback={<PageLoader fullPage />}>
          <MemberLayout>{children}</MemberLayout>
        </Suspense>
      );
    case 'landing':
      return <LandingLayout>{children}</LandingLayout>;
    case 'profile':
      return <GuestProfileLayout>{children}</GuestProfileLayout>;
    case 'main':
      return <MainLayout>{children}</MainLayout>;
  }
}

/** For matching only: which entry of the route table a URL belongs to, with its parameters. */
const MATCHABLE: RouteObject[] = ROUTES.map((route) => ({ path: route.path, handle: route }));

/** What React Router renders for a route: its lazily loaded screen, which may read `useParams()`. */
const SCREENS = new Map<AppRoute, RouteObject[]>(
  ROUTES.map((route) => [route, [{ path: route.path, element: <route.screen /> }]]),
);
const NO_SCREEN: RouteObject[] = [];

export interface RouteMatch {
  route: AppRoute | undefined;
  params: Record<string, string | undefined>;
}

// React Router flattens and ranks the whole table on every match, which is slow on a phone; a
// path is matched once, and the router itself then only matches against the one route found.
const matches = new Map<string, RouteMatch>();

export function matchAppRoute(pathname: string): RouteMatch {
  let match = matches.get(pathname);
  if (!match) {
    const leaf = matchRoutes(MATCHABLE, pathname)?.at(-1);
    match = { route: leaf?.route.handle as AppRoute | undefined, params: leaf?.params ?? {} };
    if (matches.size > 200) matches.clear();
    matches.set(pathname, match);
  }
  return match;
}

/**
 * The one place where guards and layouts apply: it finds the URL's entry in the route table,
 * redirects when the guard says so, and otherwise frames the screen in its layout. The layout
 * sits above the screen, so the member header is not remounted between pages.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const session = useSession();
  const { route, params } = matchAppRoute(pathname);
  useKeepScroll(route?.keepScroll === true);
  const screen = useRoutes((route && SCREENS.get(route)) ?? NO_SCREEN);
  const stringsReady = useAllStrings(session !== null || route?.shellStringsOnly !== true);

  const decision = decideRoute(
    route ? { guard: route.guard, params: route.params } : undefined,
    params,
    session !== null,
  );
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (!route) return <Navigate to={HOME_PATH} replace />;
  if (!stringsReady) return <PageLoader fullPage />;

  return (
    <Layout kind={layoutFor(route, session !== null)}>
      <Suspense fallback={<PageLoader />}>{screen}</Suspense>
    </Layout>
  );
}
