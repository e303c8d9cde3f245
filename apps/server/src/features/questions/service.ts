import type { AppContext } from '../../context.js';
import type { QuestionRow, UserRow } from '../../db/types.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY, type Limit } from '../../lib/rate-limit.js';
import { exploreRankAt } from '../feeds/explore-rank.js';
import { recordNotification } from '../notifications/record.js';
import { enqueuePush } from '../push/enqueue.js';
import { findVisibleUser } from '../users/queries.js';
import { assertNotBlocked, getRelation } from '../users/relations.js';
import { indexHashtags } from './hashtags.js';
import { isProfane } from './profanity.js';
import { findQuestion } from './queries.js';

export const ASK_LIMITS = {
  guestPerMinute: { max: 3, windowMs: 60_000 },
  guestPerHour: { max: 30, windowMs: 60 * 60_000 },
  memberPer15Minutes: { max: 30, windowMs: 15 * 60_000 },
  recipientPerHour: { max: 100, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

export const MESSAGES = {
  asked: 'Your question has been sent!',
  answered: 'Your answer has been published!',
  reanswered: 'Your answer has been updated!',
  liked: 'You liked this answer.',
  unliked: 'You no longer like this answer.',
  reported: 'Thank you! Our moderators will review this content.',
} as const;

/** Guests are counted by a hash of their address: the address itself is never stored. */
export function hashIp(ip: string): string {
  return sha256(`qurio-ip:${ip}`);
}

/**
 * Asking. The rules of SPEC §2 (blocks either way, suspension, allow_ask), plus
 * allow_only_accounts for guests, no asking oneself, and limits per guest, member and recipient.
 * Guests are always anonymous; members are anonymous unless they say otherwise.
 */
export async function askQuestion(
  ctx: AppContext,
  viewer: UserRow | null,
  input: { user_id: number; question: string; anonymous?: boolean | undefined },
  ip: string,
): Promise<void> {
  const recipient = await findVisibleUser(ctx.db.kysely, { id: input.user_id });
  if (!recipient) throw new AppError('USER_NOT_FOUND');
  if (viewer && viewer.id === recipient.id) throw new AppError('CANNOT_ASK_SELF');
  if (recipient.status === 'suspended') throw new AppError('ASKING_DISABLED');
  if (viewer) assertNotBlocked(await getRelation(ctx.db.kysely, viewer.id, recipient.id));
  if (recipient.allow_ask !== 1) throw new AppError('ASKING_DISABLED');
  if (!viewer && recipient.allow_only_accounts === 1) throw new AppError('SIGN_IN_REQUIRED');

  const ipHash = hashIp(ip);
  await consume(
    ctx.limiter,
    [
      ...(viewer
        ? ([[`ask:member:${viewer.id}`, ASK_LIMITS.memberPer15Minutes]] as Array<[string, Limit]>)
        : ([
            [`ask:guest:m:${ipHash}`, ASK_LIMITS.guestPerMinute],
            [`ask:guest:h:${ipHash}`, ASK_LIMITS.guestPerHour],
          ] as Array<[string, Limit]>)),
      [`ask:to:${recipient.id}`, ASK_LIMITS.recipientPerHour],
    ],
    'TOO_MANY_QUESTIONS',
  );

  const now = ctx.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const asked = await trx
      .insertInto('questions')
      .values({
        user_id: recipient.id,
        sender_id: viewer?.id ?? null,
        sender_ip_hash: viewer ? null : ipHash,
        anonymous: viewer && input.anonymous === false ? 0 : 1,
        prompt_id: null,
        question: input.question,
        answer: null,
        status: 'pending',
        // Marked always; shown as filtered only while the owner's filter is on.
        filtered: isProfane(input.question) ? 1 : 0,
        lang: null,
        date_added: now,
        date_answered: null,
        updated_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set((eb) => ({ pending_count: eb('pending_count', '+', 1) }))
      .where('id', '=', recipient.id)
      .execute();
    // The push names nobody, whoever asked (features/push/enqueue.ts QuestionPush).
    await enqueuePush(trx, { kind: 'question', userId: recipient.id, questionId: asked.id, now: ctx.now() });
  });
  ctx.pushWorker.wake();
}

/** A question the viewer received and may act on; anything else is "not found", revealing nothing. */
async function ownQuestion(ctx: AppContext, viewer: UserRow, questionId: number): Promise<QuestionRow> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || q.user_id !== viewer.id || q.status === 'deleted') throw new AppError('QUESTION_NOT_FOUND');
  return q;
}

export async function answerQuestion(
  ctx: AppContext,
  viewer: UserRow,
  input: { question_id: number; answer: string },
): Promise<number> {
  const q = await ownQuestion(ctx, viewer, input.question_id);
  if (q.status === 'answered') throw new AppError('ALREADY_ANSWERED');
  if (q.filtered === 1 && viewer.profanity_filter === 1) throw new AppError('QUESTION_FILTERED');
  const now = ctx.now();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('questions')
      .set({ answer: input.answer, status: 'answered', date_answered: now.toISOString(), rank_at: now.toISOString() })
      .where('id', '=', q.id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    // A second tab answered first: the counters already moved once.
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('ALREADY_ANSWERED');
    await trx
      .updateTable('users')
      .set((eb) => ({ pending_count: eb('pending_count', '-', 1), answer_count: eb('answer_count', '+', 1) }))
      .where('id', '=', viewer.id)
      .execute();
    await indexHashtags(trx, { id: q.id, question: q.question, answer: input.answer, date: now.toISOString() });
    if (q.sender_id !== null) {
      const relation = await getRelation(trx, viewer.id, q.sender_id);
      if (!relation.blockedBy && !relation.blockedByMe) {
        await recordNotification(trx, {
          userId: q.sender_id,
          type: 'answer',
          actorId: viewer.id,
          questionId: q.id,
          now,
        });
      }
    }
  });
  ctx.pushWorker.wake();
  return q.id;
}

export async function reanswerQuestion(
  ctx: AppContext,
  viewer: UserRow,
  input: { question_id: number; answer: string },
): Promise<number> {
  const q = await ownQuestion(ctx, viewer, input.question_id);
  if (q.status !== 'answered') throw new AppError('NOT_ANSWERED');
  const now = ctx.now().toISOString();
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('questions').set({ answer: input.answer, updated_at: now }).where('id', '=', q.id).execute();
    await indexHashtags(trx, { id: q.id, question: q.question, answer: input.answer, date: q.date_answered ?? now });
  });
  return q.id;
}

/** The recipient removes a question from the inbox, or an answer from the profile. */
export async function deleteQuestion(ctx: AppContext, viewer: UserRow, questionId: number): Promise<void> {
  const q = await ownQuestion(ctx, viewer, questionId);
  await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('questions')
      .set({ status: 'deleted', updated_at: ctx.now().toISOString() })
      .where('id', '=', q.id)
      .execute();
    await trx
      .updateTable('users')
      .set((eb) =>
        q.status === 'pending'
          ? { pending_count: eb('pending_count', '-', 1) }
          : { answer_count: eb('answer_count', '-', 1) },
      )
      .where('id', '=', viewer.id)
      .execute();
    if (q.prompt_id !== null) {
      await trx
        .updateTable('prompts')
        .set((eb) => ({ answer_count: eb('answer_count', '-', 1) }))
        .where('id', '=', q.prompt_id)
        .execute();
    }
    await trx.deleteFrom('hashtags').where('question_id', '=', q.id).execute();
    await trx.deleteFrom('notifications').where('question_id', '=', q.id).execute();
  });
}

/**
 * An answered question others may see: its owner is active and no block stands between owner
 * and viewer. The owner also sees their own pending questions.
 */
export async function visibleQuestion(
  ctx: AppContext,
  viewer: UserRow | null,
  questionId: number,
  username?: string,
): Promise<QuestionRow> {
  const q = await findQuestion(ctx.db.kysely, questionId);
  if (!q || q.status === 'deleted') throw new AppError('QUESTION_NOT_FOUND');
  const owner = await findVisibleUser(ctx.db.kysely, { id: q.user_id });
  if (owner?.status !== 'active') throw new AppError('QUESTION_NOT_FOUND');
  if (username !== undefined && owner.username_lower !== username.toLowerCase())
    throw new AppError('QUESTION_NOT_FOUND');
  const isOwner = viewer?.id === owner.id;
  if (q.status !== 'answered' && !isOwner) throw new AppError('QUESTION_NOT_FOUND');
  if (viewer && !isOwner) assertNotBlocked(await getRelation(ctx.db.kysely, viewer.id, owner.id));
  return q;
}

export async function toggleLike(
  ctx: AppContext,
  viewer: UserRow,
  questionId: number,
): Promise<{ liked: boolean; like_count: number }> {
  const q = await visibleQuestion(ctx, viewer, questionId);
  if (q.status !== 'answered') throw new AppError('QUESTION_NOT_FOUND');
  await consume(
    ctx.limiter,
    [[`toggle:like:${viewer.id}:${q.id}`, LIMITS_POLICY.togglesPerTarget]],
    'TOO_MANY_ACTIONS',
  );
  const now = ctx.now();
  // The anonymous asker may like the answer, but neither the likers list, the count others see nor
  // the owner's notifications may show it: each would name them. Their like is kept (they see it
  // as theirs) and left out of like_count (db/recount.ts says what the counters count).
  const isAnonymousAsker = q.anonymous === 1 && q.sender_id === viewer.id;
  const result = await ctx.db.kysely.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('likes')
      .where('question_id', '=', q.id)
      .where('user_id', '=', viewer.id)
      .executeTakeFirst();
    const liked = Number(removed.numDeletedRows) === 0;
    if (liked) {
      const inserted = await trx
        .insertInto('likes')
        .values({ question_id: q.id, user_id: viewer.id, date_added: now.toISOString() })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      // A parallel toggle of the same member liked it first (PostgreSQL, two tabs): that one counted.
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
        const row = await trx
          .selectFrom('questions')
          .select('like_count')
          .where('id', '=', q.id)
          .executeTakeFirstOrThrow();
        return { liked: true, like_count: Number(row.like_count) + (isAnonymousAsker ? 1 : 0) };
      }
    }
    if (isAnonymousAsker) {
      const row = await trx
        .selectFrom('questions')
        .select('like_count')
        .where('id', '=', q.id)
        .executeTakeFirstOrThrow();
      return { liked, like_count: Number(row.like_count) + (liked ? 1 : 0) };
    }
    const row = await trx
      .updateTable('questions')
      .set((eb) => ({ like_count: eb('like_count', '+', liked ? 1 : -1) }))
      .where('id', '=', q.id)
      .returning(['like_count', 'date_answered'])
      .executeTakeFirstOrThrow();
    if (row.date_answered) {
      await trx
        .updateTable('questions')
        .set({ rank_at: exploreRankAt(row.date_answered, Number(row.like_count)) })
        .where('id', '=', q.id)
        .execute();
    }
    if (liked) {
      await recordNotification(trx, { userId: q.user_id, type: 'like', actorId: viewer.id, questionId: q.id, now });
    }
    return { liked, like_count: Number(row.like_count) };
  });
  ctx.pushWorker.wake();
  return result;
}

/** Once per reporter and question; the recipient may report what lands in their inbox. */
export async function reportQuestion(ctx: AppContext, viewer: UserRow, questionId: number): Promise<void> {
  await visibleQuestion(ctx, viewer, questionId);
  try {
    await ctx.db.kysely
      .insertInto('reports')
      .values({
        reporter_id: viewer.id,
        target_type: 'question',
        target_id: questionId,
        reason: null,
        date_added: ctx.now().toISOString(),
      })
      .execute();
  } catch (error) {
    if (ctx.db.dialect.isUniqueViolation(error)) throw new AppError('CONTENT_REPORTED_BEFORE');
    throw error;
  }
}
