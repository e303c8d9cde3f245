import { z } from 'zod';
import { defineCall } from './call.js';
import { LANGUAGES } from './limits.js';
import { userSummary } from './questions.js';
import * as ROUTES from './routes.js';

export const trend = z.object({
  type: z.enum(['question', 'hashtag']),
  /** Prompt id for 'question'; 0 for hashtags. */
  id: z.number().int(),
  text: z.string(),
  counter: z.number().int(),
});
export type Trend = z.infer<typeof trend>;

export const trends = defineCall({
  ...ROUTES.trends,
  auth: 'optional',
  scope: 'read',
  input: z.object({ lang: z.enum(LANGUAGES, { error: 'LANG_INVALID' }).optional() }),
  response: z.object({ trends: z.array(trend), image: z.string().nullable() }),
});

const suggestion = userSummary.extend({ isFollowing: z.boolean() });

export const suggestedUsers = defineCall({
  ...ROUTES.suggestedUsers,
  auth: 'optional',
  scope: 'read',
  response: z.object({ users: z.array(suggestion) }),
});

/** Members of `lang` come first (issue 34); without it, of the request's Accept-Language. */
export const randomUsers = defineCall({
  ...ROUTES.randomUsers,
  auth: 'none',
  input: z.object({ lang: z.enum(LANGUAGES, { error: 'LANG_INVALID' }).optional() }),
  response: z.object({ users: z.array(userSummary) }),
});
