import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, okResponse } from './fields.js';
import * as ROUTES from './routes.js';

/**
 * Where the member is signed in (issue 29). One entry per sign-in: a rotated token is the same
 * sign-in, so its time survives rotation. The device is told in names the server read from the
 * user agent (the web bundle carries no parser); each app puts them into a sentence of its own
 * language ("Chrome on Android", "Qurio app on iPhone"). No place is given: none can be derived
 * offline, and the server asks no outside service.
 */
export const signedInSession = z.object({
  id: z.number().int(),
  /** The session of the request that asked. */
  current: z.boolean(),
  /** `app`: the Qurio phone app (its X-Qurio-Client header); `browser`: a web browser; `unknown`. */
  client: z.enum(['app', 'browser', 'unknown']),
  /** The browser's name (`Chrome`, `Safari`, `Firefox`…), null for the app or when unknown. */
  browser: z.string().nullable(),
  /** The system or device (`Android`, `iPhone`, `Windows`…), null when unknown. */
  os: z.string().nullable(),
  signed_in_at: z.string(),
  /** Written at most hourly (activity batching), so "active now" is for the current one only. */
  last_used_at: z.string(),
});
export type SignedInSession = z.infer<typeof signedInSession>;

/** The member's current sessions (not ended, rotated out or expired), the newest sign-ins first, at most LIMITS.sessionsListed. */
export const sessions = defineCall({
  ...ROUTES.sessions,
  auth: 'required',
  response: z.object({ sessions: z.array(signedInSession) }),
});

/**
 * Signs one session out, by its id in the list: its token (and a rotated-out one still in its grace
 * period) answers 401 at once, its push subscriptions end. The current one may be ended: the answer
 * then carries `X-Access-Token: false` and the client logs out. An id that is not one of the
 * member's current sessions is SESSION_NOT_FOUND, whoever's it is.
 */
export const endSession = defineCall({
  ...ROUTES.endSession,
  auth: 'required',
  input: z.object({ id: idField('ID_REQUIRED') }),
  response: okResponse,
});

/** Signs out every session but the one of this request. */
export const endOtherSessions = defineCall({
  ...ROUTES.endOtherSessions,
  auth: 'required',
  response: okResponse,
});
