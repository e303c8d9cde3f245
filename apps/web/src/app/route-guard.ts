import { redirect } from 'react-router';
import { getSession } from '../lib/session-store';

/** Who may open a route: `guest` only signed out, `member` only signed in, `public` anyone. */
export type Guard = 'guest' | 'member' | 'public';

export const LANDING_PATH = '/';
export const HOME_PATH = '/home';

export interface GuardedRoute {
  guard: Guard;
  /** Patterns the route's parameters must match (a profile username, a numeric id). */
  params?: Readonly<Record<string, RegExp>>;
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
 * on to / through the member guard, so both steps stay visible.
 */
export function decideRoute(
  route: GuardedRoute | undefined,
  params: Readonly<Record<string, string | undefined>>,
  signedIn: boolean,
): RouteDecision {
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
  const decision = decideRoute(route, params, getSession() !== null);
  if (decision.type === 'redirect') throw redirect(decision.to);
}
