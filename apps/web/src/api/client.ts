import { type CallArgs, type CallOptions, createApiClient, type NetworkError } from '@qurio/client';
import type { ApiRoute, RouteResponse } from '@qurio/contract/routes';
import { i18n } from '../i18n';
import { endSession, replaceAccessToken, updateSession } from '../lib/session-store';
import { showErrorSnack, snacks } from '../ui/snack-store';
import { setOnline } from './connection-store';
import { ApiError } from './errors';
import { webRequestPlatform } from './request';

export type { CallOptions };

/** SPEC §4 "Connection": offline → the offline flag; online but no answer → "too slow", once. */
function reportConnection(online: boolean, error?: NetworkError): void {
  if (online || error?.offline) {
    setOnline(online);
    return;
  }
  // One notice is enough: a burst of failing calls must not queue a minute of the same message.
  if (!snacks.isBusy()) showErrorSnack(i18n.t('network.slow'));
}

/** The web's API client (`@qurio/client`) over the session store, i18n and the connection store. */
const client = createApiClient({
  ...webRequestPlatform,
  tokenRotated: replaceAccessToken,
  // Ended on purpose (freezing, deleting the account): a logout, with no "your session ended" notice.
  sessionEnded: (reason) => endSession(reason === 'deliberate' ? 'logout' : 'forced'),
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  connectionChanged: reportConnection,
});

/**
 * Calls one contract call by its route (`@qurio/contract/routes`). Types come from the call's
 * schemas, at compile time only: no schema is loaded and the response is not re-validated here,
 * so a newer server may add fields without breaking an older client.
 */
export function callApi<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>> {
  return client.call(route, ...args).catch(noteConsentRequired);
}

/**
 * A member who owes the sign-up confirmations (a session stored before the server said so) is
 * refused with CONSENT_REQUIRED: the session learns it, and the guards move to the consent screen.
 */
function noteConsentRequired(error: unknown): never {
  if (error instanceof ApiError && error.code === 'CONSENT_REQUIRED') updateSession({ consent_required: true });
  throw error;
}

/**
 * Sends a multipart form (the image uploads, SPEC §7) with the longer upload timeout; token,
 * locale, forced logout and error codes work as for every other call.
 */
export function callApiWithForm<R extends ApiRoute>(
  route: R,
  form: FormData,
  options?: CallOptions,
): Promise<RouteResponse<R>> {
  return client.callWithForm(route, form, options);
}
