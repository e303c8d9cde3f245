import type { SessionUser } from '@qurio/contract';
import {
  confirmSignup as confirmSignupCall,
  logout as logoutCall,
  type RouteInput,
  refresh as refreshCall,
  register as registerCall,
  token as tokenCall,
} from '@qurio/contract/routes';
import { callApi } from '../../api/client';
import { ApiError } from '../../api/errors';
import { changeLanguage, currentLanguage, i18n } from '../../i18n';
import { translateErrorCode } from '../../i18n/error-messages';
import { endSession, getSession, setSession, updateSession } from '../../lib/session-store';
import { showErrorSnack } from '../../ui/snack-store';
import { forgetWebPush } from '../push/web-push';

async function startSession(user: SessionUser): Promise<void> {
  // Switch first so the member area renders in the user's language from its first frame.
  await changeLanguage(user.lang);
  setSession(user);
}

/** Logs in with a username or e-mail; `reactivated` tells that a frozen account woke up. */
export async function signIn(input: RouteInput<typeof tokenCall>): Promise<{ reactivated: boolean }> {
  const response = await callApi(tokenCall, input);
  await startSession(response.data);
  return { reactivated: response.reactivated };
}

export type SignUpInput = Omit<RouteInput<typeof registerCall>, 'lang'>;

/** Registers with the current UI language and signs the new user in. */
export async function signUp(input: SignUpInput): Promise<void> {
  const response = await callApi(registerCall, { ...input, lang: currentLanguage() });
  await startSession(response.data);
}

/**
 * Records the sign-up confirmations a member still owed (issue 29); the session learns it, so the
 * guards let them through.
 */
export async function confirmSignup(): Promise<void> {
  const response = await callApi(confirmSignupCall, { accept_terms: true, confirm_age: true });
  updateSession({ consent_required: response.user.consent_required });
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
