import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { askerKey } from '../../lib/asker-key.js';
import { AppError } from '../../lib/errors.js';
import { findQuestion } from '../questions/queries.js';
import { type AskerBlockRow, deleteAskerBlock, insertAskerBlock, listAskerBlocks } from './queries.js';

export const SAFETY_MESSAGES = {
  askerBlocked: 'The asker is blocked. Their questions will no longer reach you.',
  askerUnblocked: 'The asker is unblocked.',
} as const;

/**
 * Blocks whoever asked one of the viewer's questions, without telling the viewer anything about
 * them. The answer is the same for a member's, a guest's and an old question without a key, and
 * for a second block of the same question: nothing in it tells askers apart.
 */
export async function blockAsker(ctx: AppContext, viewer: UserRow, questionId: number): Promise<void> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || q.user_id !== viewer.id || q.status === 'deleted') throw new AppError('QUESTION_NOT_FOUND');
  // A prompt answer has no asker but the viewer.
  if (q.prompt_id !== null) throw new AppError('QUESTION_NOT_FOUND');
  const key = q.asker_key ?? (q.sender_id !== null ? askerKey(ctx.askerSecret, { memberId: q.sender_id }) : null);
  await insertAskerBlock(ctx.db.kysely, {
    userId: viewer.id,
    questionId: q.id,
    askerKey: key,
    question: q.question,
    now: ctx.now().toISOString(),
  });
}

export function listBlockedAskers(
  ctx: AppContext,
  viewer: UserRow,
  lastId: number | undefined,
): Promise<AskerBlockRow[]> {
  return listAskerBlocks(ctx.db.kysely, viewer.id, lastId);
}

export async function unblockAsker(ctx: AppContext, viewer: UserRow, id: number): Promise<void> {
  if (!(await deleteAskerBlock(ctx.db.kysely, viewer.id, id))) throw new AppError('NOT_FOUND');
}
