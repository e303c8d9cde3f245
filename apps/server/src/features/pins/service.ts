import { LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import type { QuestionRow, UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { findQuestion } from '../questions/queries.js';
import { listOwner } from '../users/service.js';
import { deletePin, insertPin, listPinIds, listPinnedAnswers, setPinOrder } from './queries.js';

/**
 * Pinned answers (issue 33): a member shows up to LIMITS.pinsMax of their own answers first on
 * their profile, in the order they choose. A pin names only the member's own answer, so it tells
 * nobody anything the profile did not show already. A deleted or removed answer leaves the pins
 * in the transaction that deletes it (questions/service.ts removeQuestion).
 */

export const PIN_MESSAGES = {
  pinned: 'The answer is pinned to your profile.',
  unpinned: 'The answer is no longer pinned.',
  reordered: 'Your pinned answers are in their new order.',
} as const;

/** pinnedAnswers: the profile's pins, if the viewer may see the profile, and its owner. */
export async function listPinsOf(
  ctx: AppContext,
  viewer: UserRow | null,
  username: string,
): Promise<{ rows: QuestionRow[]; owner: UserRow }> {
  const owner = await listOwner(ctx, viewer, username);
  return { rows: await listPinnedAnswers(ctx.db.kysely, owner.id), owner };
}

async function limitChanges(ctx: AppContext, viewer: UserRow): Promise<void> {
  await consume(ctx.limiter, [[`pins:${viewer.id}`, LIMITS_POLICY.pinChangesPerMember]], 'TOO_MANY_ACTIONS');
}

/**
 * Pins one of the member's own answers after the others. The count is read under the member's row
 * lock (db/member-lock.ts), so parallel pins queue and never go past the limit on PostgreSQL.
 */
export async function pinAnswer(ctx: AppContext, viewer: UserRow, questionId: number): Promise<number[]> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  // Someone else's answer, a pending question or a deleted one: not found, as anywhere else.
  if (!q || q.user_id !== viewer.id || q.status !== 'answered') throw new AppError('QUESTION_NOT_FOUND');
  await limitChanges(ctx, viewer);
  return inTransaction(ctx.db.kysely, async (trx) => {
    await lockMember(trx, viewer.id);
    const pins = await listPinIds(trx, viewer.id);
    if (pins.includes(q.id)) return pins;
    if (pins.length >= LIMITS.pinsMax) throw new AppError('TOO_MANY_PINS');
    await insertPin(trx, { userId: viewer.id, questionId: q.id, position: pins.length, now: ctx.now().toISOString() });
    await setPinOrder(trx, viewer.id, [...pins, q.id]);
    return [...pins, q.id];
  });
}

/** Unpins an answer of the member's; one that is not pinned changes nothing. */
export async function unpinAnswer(ctx: AppContext, viewer: UserRow, questionId: number): Promise<number[]> {
  await limitChanges(ctx, viewer);
  return inTransaction(ctx.db.kysely, async (trx) => {
    await lockMember(trx, viewer.id);
    await deletePin(trx, viewer.id, questionId);
    const pins = await listPinIds(trx, viewer.id);
    await setPinOrder(trx, viewer.id, pins);
    return pins;
  });
}

/** Puts the member's pins in a new order: the ids must be exactly the pinned ones, each once. */
export async function reorderPins(ctx: AppContext, viewer: UserRow, questionIds: number[]): Promise<number[]> {
  await limitChanges(ctx, viewer);
  return inTransaction(ctx.db.kysely, async (trx) => {
    await lockMember(trx, viewer.id);
    const pins = await listPinIds(trx, viewer.id);
    const wanted = new Set(questionIds);
    if (wanted.size !== questionIds.length || wanted.size !== pins.length || pins.some((id) => !wanted.has(id))) {
      throw new AppError('PINS_INVALID');
    }
    await setPinOrder(trx, viewer.id, questionIds);
    return questionIds;
  });
}
