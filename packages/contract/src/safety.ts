import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, okResponse, optionalCursor } from './fields.js';
import * as ROUTES from './routes.js';

/**
 * Blocking the asker of a question (anonymous, named or a guest) without learning who it is. The
 * answers are the same whoever asked, and each block is its own entry: two questions from one
 * asker blocked one by one give two entries, so the list never shows that they were one person.
 */
export const blockedAsker = z.object({
  id: z.number().int(),
  /** The question the block was made from, as it read then. */
  question: z.string(),
  date_added: z.string(),
});
export type BlockedAsker = z.infer<typeof blockedAsker>;

export const blockAsker = defineCall({
  ...ROUTES.blockAsker,
  auth: 'required',
  input: z.object({ question_id: idField('QUESTION_ID_REQUIRED') }),
  response: okResponse,
});

export const blockedAskers = defineCall({
  ...ROUTES.blockedAskers,
  auth: 'required',
  input: z.object({ last_id: optionalCursor }),
  response: z.object({ askers: z.array(blockedAsker), limit: z.number().int() }),
});

export const unblockAsker = defineCall({
  ...ROUTES.unblockAsker,
  auth: 'required',
  input: z.object({ id: idField('ID_REQUIRED') }),
  response: okResponse,
});
