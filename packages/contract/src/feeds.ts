import { z } from 'zod';
import { defineCall } from './call.js';
import { pageQuery } from './fields.js';
import { question } from './questions.js';
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
  scope: 'read',
  input: pageQuery,
  response: feedPage,
});

/**
 * Explore's "All languages" switch (issue 34): off (the default), answers in the reader's language
 * come first and the others follow; on, every answer by rank as before.
 */
const allLanguages = z.boolean({ error: 'VALIDATION_FAILED' }).optional();

/**
 * Explore pages older items by page number and polls newer ones by date. Guests read it too
 * (issue 34): without likes or blocks of their own, bounded per address.
 */
export const explore = defineCall({
  ...ROUTES.explore,
  auth: 'optional',
  scope: 'read',
  input: z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('paginated'),
        page: z.coerce.number().int().min(1).max(50).default(1),
        all_languages: allLanguages,
      }),
      z.object({
        type: z.literal('new'),
        date: z.iso.datetime({ error: 'VALIDATION_FAILED' }),
        all_languages: allLanguages,
      }),
    ],
    { error: 'VALIDATION_FAILED' },
  ),
  response: feedPage.extend({
    /** Pass it back with type 'new' to get what was answered after this page. */
    date: z.string().nullable(),
  }),
});
