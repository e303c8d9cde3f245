import { LIMITS } from '@qurio/contract/limits';
import { ACCESS_TOKEN_HEADER, type ApiRoute, type RouteInput, type RouteResponse } from '@qurio/contract/routes';
import { endSession, replaceAccessToken } from '../features/auth/session-store';
import { i18n } from '../i18n';
import { showErrorSnack, snacks } from '../ui/snack-store';
import { setOnline } from './connection-store';
import { takeEarlyResponse } from './early-fetch';
import { ApiError, isAbortError, NetworkError } from './errors';
import { buildRequest } from './request';

export interface CallOptions {
  /** Cancels the request (an earlier username check, a closed screen); rejects with an AbortError. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

type CallArgs<R extends ApiRoute> =
  RouteInput<R> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

/** `X-Access-Token: false` ends the session at once; any other value is the rotated token. */
function applyTokenHeader(response: Response): void {
  const value = response.headers.get(ACCESS_TOKEN_HEADER);
  if (value === null || value === '') return;
  if (value === 'false') endSession('forced');
  else replaceAccessToken(value);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function reportNetworkFailure(error: NetworkError): void {
  if (error.offline) {
    setOnline(false);
    return;
  }
  // One notice is enough: a burst of failing calls must not queue a minute of the same message.
  if (!snacks.isBusy()) showErrorSnack(i18n.t('network.slow'));
}

/**
 * Calls one contract call by its route (`@qurio/contract/routes`). Types come from the call's
 * schemas, at compile time only: no schema is loaded and the response is not re-validated here,
 * so a newer server may add fields without breaking an older client.
 */
export function callApi<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>> {
  const [input, options] = args;
  return send(route, input, options, LIMITS.requestTimeoutMs);
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
  return send(route, form, options, LIMITS.uploadTimeoutMs);
}

/** An early response still obeys the call's timeout and cancellation. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function send<R extends ApiRoute>(
  route: R,
  input: unknown,
  options: CallOptions | undefined,
  defaultTimeoutMs: number,
): Promise<RouteResponse<R>> {
  const { url, init } = buildRequest(route, input);

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options?.timeoutMs ?? defaultTimeoutMs);
  const signal = options?.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;

  let response: Response;
  try {
    const early = takeEarlyResponse(url, init);
    response = await (early ? untilAborted(early, signal) : fetch(url, { ...init, signal }));
  } catch (cause) {
    clearTimeout(timer);
    if (options?.signal?.aborted && isAbortError(cause)) throw cause;
    const error = new NetworkError({
      offline: typeof navigator !== 'undefined' && navigator.onLine === false,
      timedOut: timeout.signal.aborted,
      cause,
    });
    reportNetworkFailure(error);
    throw error;
  }
  clearTimeout(timer);
  setOnline(true);
  applyTokenHeader(response);

  const body = await readBody(response);
  if (!response.ok) throw ApiError.fromBody(body, response.status);
  if (body === undefined) throw new ApiError('INTERNAL', 'The response is not JSON.', response.status);
  return body as RouteResponse<R>;
}
