import type { z } from 'zod';
import type { TokenScope } from './limits.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a call is guarded: `none` ignores any token, `optional` reads it when present,
 * `required` answers SIGN_IN_REQUIRED without one.
 */
export type AuthMode = 'none' | 'optional' | 'required';

/**
 * One call of SPEC §7: the server registers its route from it and validates with its schemas. Its
 * method and path come from routes.ts, which the web client calls through (and types by) without
 * loading zod, so the path, the payload and the response shape each exist in one place.
 */
export interface CallDef {
  method: HttpMethod;
  /** Path under `/api`, without the prefix. */
  path: string;
  auth: AuthMode;
  /** JSON body (POST, PUT, DELETE) or query string (GET) schema. */
  input?: z.ZodType;
  response: z.ZodType;
  /**
   * True: a member who has not yet confirmed their age and accepted the Terms (sign-ups through
   * the spec's payload, members from before consent existed) may make this call; every other call
   * with a session answers CONSENT_REQUIRED until `confirmSignup` (apps/server/src/lib/call.ts).
   * The allow-list is the calls carrying it: myProfile, refresh, logout, confirmSignup, set (the
   * language and the other own settings), deleteAccount, unregisterPushToken, unregisterWebPush.
   */
  beforeConsent?: true;
  /**
   * What a personal access token needs to make this call (features/access-tokens): a token
   * without this scope, or any token for a call without one, answers ACCESS_TOKEN_SCOPE_MISSING
   * (403). Sessions are not concerned. The API document lists it per call.
   */
  scope?: TokenScope;
}

export function defineCall<const T extends CallDef>(call: T): T {
  return call;
}

export type CallInput<T extends CallDef> = T['input'] extends z.ZodType ? z.input<T['input']> : undefined;
export type ParsedInput<T extends CallDef> = T['input'] extends z.ZodType ? z.output<T['input']> : undefined;
export type CallResponse<T extends CallDef> = z.output<T['response']>;

/**
 * A stream of Server-Sent Events (`events`): not JSON, so not a CallDef and not registered by
 * registerCall, but declared here like a call: its route, its auth mode, and one schema per event
 * type, which the server compiles into the serializer of that event's `data` (so, as for a
 * response, a field that is not in the contract never leaves the server).
 */
export interface StreamDef {
  method: 'GET';
  path: string;
  auth: AuthMode;
  events: Record<string, z.ZodType>;
}

export function defineStream<const T extends StreamDef>(stream: T): T {
  return stream;
}

/** One event of a stream as a client reads it: its type and its parsed `data`. */
export type StreamEventOf<T extends StreamDef> = {
  [K in keyof T['events'] & string]: { type: K; data: z.output<T['events'][K]> };
}[keyof T['events'] & string];
