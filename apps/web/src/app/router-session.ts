import type { createBrowserRouter } from 'react-router';
import { getSession, onSessionEnd, subscribeSession } from '../lib/session-store';
import { LANDING_PATH } from './route-guard';
import { SESSION_ENDED_STATE } from './SessionEndedNotice';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Ties the router to the session, from its first navigation on (before anything renders):
 * logging out, and a forced logout from any response, end on the landing page (SPEC §4; a forced
 * one with its notice); signing in or out otherwise makes every guard and layout decide again.
 * Returns the function that unties them.
 */
export function connectSession(router: DataRouter): () => void {
  const stopEnd = onSessionEnd((reason) => {
    void router.navigate(LANDING_PATH, {
      replace: true,
      state: reason === 'forced' ? SESSION_ENDED_STATE : undefined,
    });
  });
  // Who is signed in, and whether they owe the sign-up confirmations (route-guard.ts).
  const stateOf = () => {
    const session = getSession();
    return session ? `${session.id}:${session.consent_required}` : null;
  };
  let signedInAs = stateOf();
  const stopChange = subscribeSession(() => {
    const state = stateOf();
    if (state === signedInAs) return;
    signedInAs = state;
    void router.revalidate();
  });
  return () => {
    stopEnd();
    stopChange();
  };
}
