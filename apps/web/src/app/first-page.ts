import type { Language } from '@qurio/contract/limits';
import { fetchEarly, profileRequests } from '../api/early-fetch';
import { preloadAllStrings } from '../i18n';
import { matchAppRoute, type RouteMatch } from './AppShell';
import { decideRoute } from './route-guard';

/**
 * What main.tsx starts before React renders at all, for the page it opens on: requests that would
 * otherwise wait for the first render, then for the screen's code, one after the other.
 */

type Session = { lang?: Language } | null;

/** The route the app will show for `pathname`, after the guard's redirect if there is one. */
function firstRoute(pathname: string, session: Session): RouteMatch {
  const matched = matchAppRoute(pathname);
  const decision = decideRoute(
    matched.route ? { guard: matched.route.guard, params: matched.route.params } : undefined,
    matched.params,
    session !== null,
  );
  return decision.type === 'redirect' ? matchAppRoute(decision.to) : matched;
}

/**
 * Starts downloading the rest of the strings together with the first part when the first page
 * will need them; says whether it did. (Fetching the screen's code this early too was tried: on a
 * slow network it competes with the strings and delays the first paint.)
 */
export function preloadStringsFor(pathname: string, session: Session): boolean {
  const { route } = firstRoute(pathname, session);
  const needed = session !== null || (route !== undefined && route.shellStringsOnly !== true);
  if (needed) preloadAllStrings(session?.lang);
  return needed;
}

/**
 * Asks for a guest's profile and its newest answers while the profile screen's code downloads:
 * a shared profile link is how most people arrive. Call once the language is set (the requests
 * carry it). Members' pages are not fetched early (see early-fetch.ts).
 */
export function prefetchFirstPageData(pathname: string, session: Session): void {
  if (session !== null) return;
  const { route, params } = firstRoute(pathname, session);
  if (route?.name === 'Profile' && params.username) fetchEarly(profileRequests(params.username));
}
