import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, okResponse, optionalCursor, pageQuery, textField } from './fields.js';
import { LIMITS } from './limits.js';
import { question } from './questions.js';
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

/**
 * `delete_questions` (issue 34): the question and every other one of that asker's still in the inbox
 * or held back go too, asked the same way (anonymously, for a block made from an anonymous
 * question; by name, from a named one). The answer is the same either way and names no count: the
 * questions' disappearance, which the member asked for, is all it tells.
 */
export const blockAsker = defineCall({
  ...ROUTES.blockAsker,
  auth: 'required',
  scope: 'answer',
  input: z.object({
    question_id: idField('QUESTION_ID_REQUIRED'),
    delete_questions: z.boolean({ error: 'VALIDATION_FAILED' }).optional(),
  }),
  response: okResponse,
});

export const blockedAskers = defineCall({
  ...ROUTES.blockedAskers,
  auth: 'required',
  scope: 'settings',
  input: z.object({ last_id: optionalCursor }),
  response: z.object({ askers: z.array(blockedAsker), limit: z.number().int() }),
});

export const unblockAsker = defineCall({
  ...ROUTES.unblockAsker,
  auth: 'required',
  scope: 'settings',
  input: z.object({ id: idField('ID_REQUIRED') }),
  response: okResponse,
});

/**
 * Muted words: a question containing one (case- and accent-insensitive, whole words; a phrase as
 * consecutive words) is held back instead of reaching the inbox, which shows how many were.
 */
export const mutedWordField = textField('WORD_REQUIRED')
  .trim()
  .min(1, { error: 'WORD_REQUIRED' })
  .max(LIMITS.mutedWordMax, { error: 'WORD_INVALID' })
  .refine((word) => /[\p{L}\p{N}]/u.test(word), { error: 'WORD_INVALID' });

export const mutedWord = z.object({ word: z.string(), date_added: z.string() });
export type MutedWord = z.infer<typeof mutedWord>;

export const mutedWords = defineCall({
  ...ROUTES.mutedWords,
  auth: 'required',
  scope: 'settings',
  response: z.object({ words: z.array(mutedWord) }),
});

export const muteWord = defineCall({
  ...ROUTES.muteWord,
  auth: 'required',
  scope: 'settings',
  input: z.object({ word: mutedWordField }),
  response: okResponse.extend({ words: z.array(mutedWord) }),
});

export const unmuteWord = defineCall({
  ...ROUTES.unmuteWord,
  auth: 'required',
  scope: 'settings',
  input: z.object({ word: mutedWordField }),
  response: okResponse.extend({ words: z.array(mutedWord) }),
});

/**
 * The questions muted words held back, newest first, for review: deleted with deleteQuestion, or
 * taken for a false positive with moveToInbox.
 */
export const heldQuestions = defineCall({
  ...ROUTES.heldQuestions,
  auth: 'required',
  scope: 'answer',
  input: pageQuery,
  response: z.object({ questions: z.array(question), limit: z.number().int() }),
});

/**
 * A false positive (issue 34): a question held back by a muted word, or flagged by the profanity
 * filter, becomes an ordinary inbox question the member can answer. Anything not the member's own
 * held, flagged or pending question is QUESTION_NOT_FOUND; an ordinary one changes nothing.
 */
export const moveToInbox = defineCall({
  ...ROUTES.moveToInbox,
  auth: 'required',
  scope: 'answer',
  input: z.object({ question_id: idField('QUESTION_ID_REQUIRED') }),
  response: okResponse,
});
