import { z } from 'zod';
import { defineCall } from './call.js';
import { pageQuery } from './fields.js';
import { question, userSummary } from './questions.js';
import * as ROUTES from './routes.js';

export const NOTIFICATION_TYPES = ['follow', 'answer', 'like'] as const;

export const notification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  n_date: z.string(),
  /** Who followed, answered or liked. */
  actor: userSummary,
  /** The question answered or liked; absent for follows. */
  question: question.nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notifications = defineCall({
  ...ROUTES.notifications,
  auth: 'required',
  input: pageQuery,
  response: z.object({ notifications: z.array(notification), limit: z.number().int() }),
});
