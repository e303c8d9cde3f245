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
  let signedInAs = getSession()?.id ?? null;
  const stopChange = subscribeSession(() => {
    const id = getSession()?.id ?? null;
    if (id === signedInAs) return;
    signedInAs = id;
    void router.revalidate();
  });
  return () => {
    stopEnd();
    stopChange();
  };
}
