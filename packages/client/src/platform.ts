import type { AppClient } from '@qurio/contract/headers';
import type { NetworkError } from './errors.js';

/** Why the server ended the session: `forced` (expired, revoked elsewhere, suspended) or `deliberate`. */
export type SessionEndReason = 'forced' | 'deliberate';

/**
 * What differs between the web app and the phone app when calling the API; everything else (the
 * request's shape, the headers SPEC §7 asks for, token rotation, forced logout, error codes,
 * timeouts) is the client's. Zod-free and DOM-free, so the same code runs in a browser, in React
 * Native and in Node tests.
 */
export interface ClientPlatform {
  /** Where `/api` lives: '' on the web (same origin), the configured server's origin in the app (a trailing slash is ignored). */
  baseUrl(): string;
  accessToken(): string | null;
  /** A response carried a rotated token (`X-Access-Token: <token>`). */
  tokenRotated(token: string): void;
  /**
   * A response ended the session (`X-Access-Token: false`): log out at once. `deliberate` when the
   * member ended it on purpose (a call whose route `endsSession`, or any answer while one is under
   * way): no "your session ended" notice then (issue 34).
   */
  sessionEnded(reason: SessionEndReason): void;
  /** The interface language (locale header). */
  language(): string;
  /** The IANA timezone (timezone header). */
  timezone(): string;
  /**
   * The phone app names itself (`X-Qurio-Client: app/ios`): its user agent is the HTTP library's,
   * which the sessions list could not name. A browser leaves it out.
   */
  client?: AppClient;
  /** Whether the device says it has no network, to tell "offline" from "too slow". */
  isOffline?(): boolean;
  /** Every response reports `true`; a request with no response reports `false` and its error. */
  connectionChanged?(online: boolean, error?: NetworkError): void;
  /** The web's first page may have asked already (early-fetch): its response, if it matches. */
  takeEarlyResponse?(url: string, init: RequestInit): Promise<Response> | undefined;
  /** `same-origin` on the web; the app sends no cookies. */
  credentials?: RequestInit['credentials'];
  /** Tests and the app may bring their own fetch. */
  fetch?: typeof fetch;
  /**
   * The fetch the live stream (`openLiveStream`) reads with, when `fetch` cannot hand a body over
   * as it arrives: the phone app's `expo/fetch` (React Native's own fetch gives a body only once it
   * has all come). Left out, the stream uses `fetch`.
   */
  streamFetch?: typeof fetch;
}
