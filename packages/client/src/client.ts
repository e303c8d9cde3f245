import {
  ACCESS_TOKEN_HEADER,
  type ApiRoute,
  type Route,
  type RouteInput,
  type RouteResponse,
} from '@qurio/contract/routes';
import { SHELL_LIMITS } from '@qurio/contract/shell-limits';
import { ApiError, isAbortError, NetworkError } from './errors.js';
import type { ClientPlatform } from './platform.js';
import { buildRequest } from './request.js';

export interface CallOptions {
  /** Cancels the request (an earlier username check, a closed screen); rejects with an AbortError. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type CallArgs<R extends ApiRoute> =
  RouteInput<R> extends undefined
    ? [input?: undefined, options?: CallOptions]
    : [input: RouteInput<R>, options?: CallOptions];

export interface ApiClient {
  /**
   * Calls one contract call by its route (`@qurio/contract/routes`). Types come from the call's
   * schemas at compile time only: no schema is loaded and the response is not re-validated, so a
   * newer server may add fields without breaking an older client.
   */
  call<R extends ApiRoute>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>>;
  /** A multipart form (the image uploads, SPEC §7) with the longer upload timeout. */
  callWithForm<R extends ApiRoute>(route: R, form: FormData, options?: CallOptions): Promise<RouteResponse<R>>;
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

/** An early response still obeys the call's timeout and cancellation. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? Object.assign(new Error('Aborted'), { name: 'AbortError' }));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * One signal for the caller's cancellation and the timeout (AbortSignal.any is missing in Hermes).
 * `release` drops the listener, so a long-lived caller signal does not keep every finished call.
 */
function combine(timeout: AbortController, outer: AbortSignal | undefined): { signal: AbortSignal; release(): void } {
  if (!outer) return { signal: timeout.signal, release: () => undefined };
  const forward = () => timeout.abort(outer.reason);
  if (outer.aborted) forward();
  else outer.addEventListener('abort', forward, { once: true });
  return { signal: timeout.signal, release: () => outer.removeEventListener('abort', forward) };
}

/** The API client of one platform: the web and the phone app each make one at start. */
export function createApiClient(platform: ClientPlatform): ApiClient {
  const doFetch = platform.fetch ?? ((url: string, init: RequestInit) => fetch(url, init));

  /** Calls under way whose route ends the session on purpose (freezing, deleting the account). */
  let deliberateEnds = 0;

  /**
   * `X-Access-Token: false` ends the session at once; any other value is the rotated token. An
   * answer to a request sent with a token the session no longer holds (logged out, ended on
   * purpose, rotated since) speaks of a session already over and ends nothing (issue 34: the
   * answers that came after a deletion told the member "your session ended" beside "Goodbye!").
   */
  function applyTokenHeader(response: Response, deliberate: boolean, sentWith: string | null): void {
    const value = response.headers.get(ACCESS_TOKEN_HEADER);
    if (value === null || value === '') return;
    if (value !== 'false') platform.tokenRotated(value);
    else if (sentWith === platform.accessToken()) {
      // While the member ends their session on purpose, another call may hear of it first.
      platform.sessionEnded(deliberate || deliberateEnds > 0 ? 'deliberate' : 'forced');
    }
  }

  async function send<R extends ApiRoute>(
    route: R,
    input: unknown,
    options: CallOptions | undefined,
    defaultTimeoutMs: number,
  ): Promise<RouteResponse<R>> {
    const sentWith = platform.accessToken();
    const { url, init } = buildRequest(platform, route, input);
    const deliberate = (route as Route).endsSession === true;
    if (deliberate) deliberateEnds += 1;
    const timeout = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      timeout.abort();
    }, options?.timeoutMs ?? defaultTimeoutMs);
    const { signal, release } = combine(timeout, options?.signal);
    try {
      let response: Response;
      try {
        const early = platform.takeEarlyResponse?.(url, init);
        response = await (early ? untilAborted(early, signal) : doFetch(url, { ...init, signal }));
      } catch (cause) {
        if (options?.signal?.aborted && isAbortError(cause)) throw cause;
        const error = new NetworkError({ offline: platform.isOffline?.() ?? false, timedOut, cause });
        platform.connectionChanged?.(false, error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
      platform.connectionChanged?.(true);
      applyTokenHeader(response, deliberate, sentWith);

      // The caller may still cancel while the body arrives; the timeout covers the wait for headers.
      const body = await readBody(response);
      if (!response.ok) throw ApiError.fromBody(body, response.status);
      if (body === undefined) throw new ApiError('INTERNAL', 'The response is not JSON.', response.status);
      return body as RouteResponse<R>;
    } finally {
      release();
      if (deliberate) deliberateEnds -= 1;
    }
  }

  return {
    call: (route, ...args) => send(route, args[0], args[1], SHELL_LIMITS.requestTimeoutMs),
    callWithForm: (route, form, options) => send(route, form, options, SHELL_LIMITS.uploadTimeoutMs),
  };
}
