import { redirect } from 'react-router';
import { getSession } from '../lib/session-store';

/**
 * Who may open a route: `guest` only signed out, `member` only signed in, `public` anyone,
 * `consent` only a member who still owes the sign-up confirmations (the consent screen).
 */
export type Guard = 'guest' | 'member' | 'public' | 'consent';

export const LANDING_PATH = '/';
export const HOME_PATH = '/home';
export const CONSENT_PATH = '/consent';

export interface GuardedRoute {
  guard: Guard;
  /** Patterns the route's parameters must match (a profile username, a numeric id). */
  params?: Readonly<Record<string, RegExp>>;
  /** A static page (the Terms, the Privacy Policy…): readable by a member who owes consent. */
  static?: boolean;
}

export type RouteDecision = { type: 'render' } | { type: 'redirect'; to: string };

const RENDER: RouteDecision = { type: 'render' };

function redirectTo(to: string): RouteDecision {
  return { type: 'redirect', to };
}

function paramsMatch(route: GuardedRoute, params: Readonly<Record<string, string | undefined>>): boolean {
  if (!route.params) return true;
  return Object.entries(route.params).every(([name, pattern]) => {
    const value = params[name];
    return value !== undefined && pattern.test(value);
  });
}

/**
 * Decides what a navigation shows (SPEC §2). Unknown paths go to /home; /home itself sends guests
 * on to / through the member guard, so both steps stay visible. A member who owes the sign-up
 * confirmations (`consent_required`, issue 29) sees the consent screen before anything else: the
 * server refuses their other calls, so only the static pages it links to (Terms, Privacy) stay open.
 */
export function decideRoute(
  route: GuardedRoute | undefined,
  params: Readonly<Record<string, string | undefined>>,
  signedIn: boolean,
  consentRequired = false,
): RouteDecision {
  if (signedIn && consentRequired && route?.guard !== 'consent' && route?.static !== true) {
    return redirectTo(CONSENT_PATH);
  }
  if (route?.guard === 'consent') {
    if (!signedIn) return redirectTo(LANDING_PATH);
    return consentRequired ? RENDER : redirectTo(HOME_PATH);
  }
  if (!route || !paramsMatch(route, params)) return redirectTo(HOME_PATH);
  if (route.guard === 'guest' && signedIn) return redirectTo(HOME_PATH);
  if (route.guard === 'member' && !signedIn) return redirectTo(LANDING_PATH);
  return RENDER;
}

/**
 * The guard as the first step of a route's loader: throws the router's redirect when the route is
 * not for this visitor (or its parameters are malformed), so the screen never renders for them.
 */
export function checkGuard(
  route: GuardedRoute | undefined,
  params: Readonly<Record<string, string | undefined>>,
): void {
  const session = getSession();
  const decision = decideRoute(route, params, session !== null, session?.consent_required === true);
  if (decision.type === 'redirect') throw redirect(decision.to);
}
