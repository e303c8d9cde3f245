import { z } from 'zod';
import { defineCall } from './call.js';
import { pageQuery } from './fields.js';
import { question, userSummary } from './questions.js';
import * as ROUTES from './routes.js';

/**
 * `question`: a new question in the member's inbox; `mention`: an answer that names the member
 * with @username. Each kind has its notification setting (`notify_*`).
 */
export const NOTIFICATION_TYPES = ['follow', 'answer', 'like', 'question', 'mention'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  n_date: z.string(),
  /**
   * Who followed, answered, liked, mentioned the member or asked by name. Null for a new question
   * asked anonymously or by a guest: nobody is named.
   */
  actor: userSummary.nullable(),
  /** The question answered, liked, asked or mentioned in; absent for follows. */
  question: question.nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notifications = defineCall({
  ...ROUTES.notifications,
  auth: 'required',
  scope: 'notifications',
  input: pageQuery,
  response: z.object({ notifications: z.array(notification), limit: z.number().int() }),
});
