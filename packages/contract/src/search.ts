import { z } from 'zod';
import { defineCall } from './call.js';
import { feedRow } from './feeds.js';
import { optionalCursor, requiredText } from './fields.js';
import { userSummary } from './questions.js';
import * as ROUTES from './routes.js';

export const SEARCH_TYPES = ['people', 'top', 'latest'] as const;

/** Guests search too (issue 34), read-only, bounded per address; words stemmed in their X-Locale. */
export const search = defineCall({
  ...ROUTES.search,
  auth: 'optional',
  scope: 'read',
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
