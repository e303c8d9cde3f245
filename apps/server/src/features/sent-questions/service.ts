import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import type { Cursor } from '../../lib/pagination.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { removeWithdrawn } from '../questions/service.js';
import {
  deleteSentQuestion,
  deleteUndelivered,
  findOwnSentQuestion,
  listSentQuestions,
  type SentListRow,
} from './queries.js';

export const MESSAGES = {
  withdrawn: 'Your question has been withdrawn.',
} as const;

/** sentQuestions: a page of the questions the member asked, newest first. */
export function listSent(ctx: AppContext, viewer: UserRow, cursor: Cursor): Promise<SentListRow[]> {
  return listSentQuestions(ctx.db.kysely, viewer.id, cursor);
}

/**
 * withdrawQuestion. A question still waiting for its delay is deleted and never delivered: the
 * recipient never knew of it. A delivered one leaves their inbox as their own delete would take it
 * (questions/service.ts removeWithdrawn: one fewer in the count, its notification gone, a live
 * `stats`), and nothing else: no notification says it was withdrawn, so what they see is what they
 * see when they delete a question themselves in another tab. An answered one stays (409). Anything
 * that is not one of the member's sent questions is QUESTION_NOT_FOUND, revealing nothing.
 * Counted before the work, per member (LIMITS_POLICY.withdrawalsPerMember).
 */
export async function withdrawQuestion(ctx: AppContext, viewer: UserRow, id: number): Promise<void> {
  await consume(ctx.limiter, [[`withdraw:${viewer.id}`, LIMITS_POLICY.withdrawalsPerMember]], 'TOO_MANY_ACTIONS');
  const now = ctx.now().toISOString();
  const recipient = await inTransaction(ctx.db.kysely, async (trx) => {
    // Still waiting: the conditional delete loses to a delivery that claimed it first.
    if (await deleteUndelivered(trx, id, viewer.id)) return null;
    const sent = await findOwnSentQuestion(trx, id, viewer.id);
    if (!sent) throw new AppError('QUESTION_NOT_FOUND');
    const removed = sent.question_id === null ? 'gone' : await removeWithdrawn(trx, sent.question_id, now);
    if (removed === 'answered') throw new AppError('QUESTION_ALREADY_ANSWERED');
    await deleteSentQuestion(trx, sent.id);
    return removed === 'removed' ? sent.user_id : null;
  });
  if (recipient !== null) ctx.live.stats(recipient);
}
