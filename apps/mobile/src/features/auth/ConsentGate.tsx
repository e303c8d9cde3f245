import { Redirect, useGlobalSearchParams, usePathname, useSegments } from 'expo-router';
import { type ReactNode, useState } from 'react';
import { useSession } from '../session/SessionProvider';

/**
 * The root stack's screens a member who owes the confirmations may still see: the consent screen
 * itself, and the visitor's screens (log in, sign up, the reset link), which send a member home.
 */
const OPEN_SCREENS = new Set(['consent', '(auth)', 'reset-password/[token]']);

/**
 * Wraps every screen of the root stack (app/_layout.tsx `screenLayout`), as the session gate wraps
 * the members' ones: a member who owes the sign-up confirmations (issue 29) sees the consent screen
 * before any other, a deep link's too (`qurio://someone`, `/question/1`), since the server refuses
 * their other calls with CONSENT_REQUIRED. The link they came by rides along as `next` and opens once
 * they confirmed.
 */
export function ConsentGate({ screen, children }: { screen: string; children: ReactNode }) {
  const { status, user } = useSession();
  if (status !== 'signedIn' || user?.consent_required !== true || OPEN_SCREENS.has(screen)) return children;
  return <ToConsent />;
}

function ToConsent() {
  // Taken at the first render: the screen's own navigator (settings' stack) unmounts under the
  // gate, and the path then shrinks to its parent's (/settings/sessions → /settings).
  const [next] = useState(useCurrentHref());
  return <Redirect href={{ pathname: '/consent', params: next === '/' ? {} : { next } }} />;
}

/** The URL being shown: its path and the query parameters that no `[segment]` of the route took. */
function useCurrentHref(): string {
  const pathname = usePathname();
  const segments = useSegments();
  const params = useGlobalSearchParams();
  const inPath = new Set(segments.map((segment) => /^\[(?:\.\.\.)?(.+)\]$/.exec(segment)?.[1]).filter(Boolean));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (inPath.has(name) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, one);
  }
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/**
 * Where the consent screen goes once the member confirmed: the link they came by when it is a path
 * of this app (never another site's address, nor the consent screen again), else Home.
 */
export function consentDestination(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next === '/consent' || next.startsWith('/consent?') ? '/' : next;
}
