import { z } from 'zod';
import { defineCall } from './call.js';
import { optionalCursor, pageQuery, requiredText } from './fields.js';
import { LANGUAGES } from './limits.js';
import { question, userSummary } from './questions.js';
import * as ROUTES from './routes.js';

/**
 * A row of the timeline, explore and search (SPEC §3 "Timeline and search rows"): the flat fields
 * the spec names, on top of the full question object every card renders.
 */
export const feedRow = question.extend({
  question_id: z.number().int(),
  fullname: z.string(),
  username: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
  /** When the answerer joined. */
  user_date: z.string(),
  /** When the answer was published. */
  question_date: z.string(),
});
export type FeedRow = z.infer<typeof feedRow>;

const feedPage = z.object({ questions: z.array(feedRow), limit: z.number().int() });

export const timeline = defineCall({
  ...ROUTES.timeline,
  auth: 'required',
  input: pageQuery,
  response: feedPage,
});

/** Explore pages older items by page number and polls newer ones by date. */
export const explore = defineCall({
  ...ROUTES.explore,
  auth: 'required',
  input: z.discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('paginated'), page: z.coerce.number().int().min(1).max(50).default(1) }),
      z.object({ type: z.literal('new'), date: z.iso.datetime({ error: 'VALIDATION_FAILED' }) }),
    ],
    { error: 'VALIDATION_FAILED' },
  ),
  response: feedPage.extend({
    /** Pass it back with type 'new' to get what was answered after this page. */
    date: z.string().nullable(),
  }),
});

export const SEARCH_TYPES = ['people', 'top', 'latest'] as const;

export const search = defineCall({
  ...ROUTES.search,
  auth: 'required',
  input: z.object({
    term: requiredText('TERM_REQUIRED').pipe(z.string().max(100, { error: 'VALIDATION_FAILED' })),
    type: z.enum(SEARCH_TYPES, { error: 'VALIDATION_FAILED' }).default('people'),
    /** people and top: 1-based page; latest: keyset by last_id / first_id. */
    page: z.coerce.number().int().min(1).max(25).default(1),
    last_id: optionalCursor,
    first_id: optionalCursor,
  }),
  response: z.object({
    users: z.array(userSummary.extend({ bio: z.string(), followerCount: z.number().int() })),
    top: z.array(feedRow),
    latest: z.array(feedRow),
    /** The rows of the tab asked for (top or latest). */
    questions: z.array(feedRow),
    limit: z.number().int(),
  }),
});

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
  input: z.object({ lang: z.enum(LANGUAGES, { error: 'LANG_INVALID' }).optional() }),
  response: z.object({ trends: z.array(trend), image: z.string().nullable() }),
});

const suggestion = userSummary.extend({ isFollowing: z.boolean() });

export const suggestedUsers = defineCall({
  ...ROUTES.suggestedUsers,
  auth: 'optional',
  response: z.object({ users: z.array(suggestion) }),
});

export const randomUsers = defineCall({
  ...ROUTES.randomUsers,
  auth: 'none',
  response: z.object({ users: z.array(userSummary) }),
});

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
