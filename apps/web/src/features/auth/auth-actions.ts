import type { SessionUser } from '@qurio/contract';
import { logout as logoutCall, refresh as refreshCall } from '@qurio/contract/routes';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { changeLanguage, i18n } from '../../i18n';
import { translateErrorCode } from '../../i18n/error-messages';
import { endSession, getSession, setSession } from '../../lib/session-store';
import { showErrorSnack } from '../../ui/snack-store';
import { forgetWebPush } from '../push/web-push';

/**
 * What the web adds to a sign-in or a sign-up (`writes.signIn`, `writes.signUp` of @qurio/queries)
 * once the server agreed: the interface switches to the member's language first, so the member
 * area renders in it from its first frame, then the session is stored.
 */
export async function startSession(user: SessionUser): Promise<void> {
  await changeLanguage(user.lang);
  setSession(user);
}

/**
 * Tells the server to revoke the token (which ends this browser's push subscription there too),
 * then forgets the session even if the server is unreachable, and the browser's subscription.
 */
export async function signOut(): Promise<void> {
  try {
    if (getSession()) await callApi(logoutCall);
  } catch {
    // The local session ends either way; a stale token dies on the server at its next use.
  }
  await forgetWebPush();
  endSession('logout');
}

/**
 * Re-reads the stored session from the server at start (SPEC §4). A 401 has already logged out
 * through the token header; any server message is shown; network failures report themselves.
 */
export async function refreshSession(): Promise<void> {
  if (!getSession()) return;
  try {
    const response = await callApi(refreshCall);
    if (getSession()) await startSession(response.data);
  } catch (error) {
    if (error instanceof ApiError) showErrorSnack(translateErrorCode(i18n.t, error.code));
  }
}
