import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, okResponse, pageQuery } from './fields.js';
import { userSummary } from './questions.js';
import * as ROUTES from './routes.js';

/**
 * Where a question the member sent stands, as only its asker sees it (issue 33): `pending` while
 * it waits for its random delay (an anonymous question; features/questions/delivery.ts),
 * `delivered` once it reached the recipient, `answered` once answered. Whatever else befell it in
 * the recipient's inbox (held back by a muted word, deleted, dropped after a block) reads as
 * `delivered`: the asker learns nothing the recipient did not show the world.
 */
export const SENT_STATES = ['pending', 'delivered', 'answered'] as const;
export type SentState = (typeof SENT_STATES)[number];

export const sentQuestion = z.object({
  /** The sent question's own id (what withdrawQuestion takes), not the id the recipient sees. */
  id: z.number().int(),
  question: z.string(),
  anonymous: z.boolean(),
  state: z.enum(SENT_STATES),
  /** The answer's question id, to open it on the recipient's profile; null until answered. */
  question_id: z.number().int().nullable(),
  /** When the member asked it. */
  date_added: z.string(),
  /** The recipient. */
  user: userSummary,
});
export type SentQuestion = z.infer<typeof sentQuestion>;

/** The member's sent questions, newest first (keyset on id). */
export const sentQuestions = defineCall({
  ...ROUTES.sentQuestions,
  auth: 'required',
  scope: 'ask',
  input: pageQuery,
  response: z.object({ questions: z.array(sentQuestion), limit: z.number().int() }),
});

/**
 * Takes back a sent question that is not answered: a pending one is never delivered, a delivered
 * one leaves the recipient's inbox as if they had deleted it. An answered one is
 * QUESTION_ALREADY_ANSWERED; another member's, or one already withdrawn, QUESTION_NOT_FOUND.
 */
export const withdrawQuestion = defineCall({
  ...ROUTES.withdrawQuestion,
  auth: 'required',
  scope: 'ask',
  input: z.object({ id: idField('ID_REQUIRED') }),
  response: okResponse,
});
