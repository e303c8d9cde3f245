import { z } from 'zod';
import { defineStream } from './call.js';
import { notification } from './notifications.js';
import * as ROUTES from './routes.js';

/**
 * What the header shows, sent when the stream opens and again whenever it changes: the counts of
 * `stats` and the date of the newest notification the member can see. Whether that one is unseen
 * is the client's to judge (SPEC §4: notifications are new when the first n_date differs from the
 * one last shown), as the header's dot always did.
 */
export const statsEvent = z.object({
  followersCount: z.number().int(),
  pendingAnswersCount: z.number().int(),
  lastNotificationDate: z.string().nullable(),
});

/**
 * Someone the member follows answered: enough to fetch the timeline's newer items (the feed's own
 * recipe then buffers them), nothing about who asked.
 */
export const answerEvent = z.object({ question_id: z.number().int(), user_id: z.number().int() });

/**
 * The server closed this stream for a newer one of the member (`replaced`: past
 * `LIMITS.liveStreamsPerSession` or `liveStreamsPerMember`). The client does not open another at
 * once, or two tabs would take the stream from each other without end: it polls until it is asked
 * to reconnect (the tab is shown again).
 */
export const closedEvent = z.object({ reason: z.enum(['replaced']) });

/**
 * `GET events`: the signed-in member's live updates as Server-Sent Events, with the bearer token in
 * the Authorization header (never in the URL). `notification` carries the new notification as
 * `notifications` presents it, with its id as the event id: a reconnection that sends
 * `Last-Event-ID` gets the notifications it missed. A comment line every `LIMITS.liveHeartbeatMs`
 * keeps the connection open through proxies and lets the client notice a dead one.
 */
export const events = defineStream({
  ...ROUTES.events,
  auth: 'required',
  events: { stats: statsEvent, notification, answer: answerEvent, closed: closedEvent },
});
