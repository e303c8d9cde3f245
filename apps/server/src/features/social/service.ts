import type { ListedUser } from '@qurio/contract';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database, UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { finishPage, keyset } from '../../lib/pagination.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { recordNotification } from '../notifications/record.js';
import { presentUserSummary } from '../users/presenter.js';
import { findVisibleUser } from '../users/queries.js';
import { assertNotBlocked, getRelation, notBlockedWith } from '../users/relations.js';

export const SOCIAL_MESSAGES = {
  followed: 'You are now following this user.',
  unfollowed: 'You are no longer following this user.',
  blocked: 'The user has been blocked.',
  unblocked: 'The user has been unblocked.',
  reported: 'Thank you! Our moderators will review this user.',
} as const;

async function activeTarget(ctx: AppContext, userId: number): Promise<UserRow> {
  const target = await findVisibleUser(ctx.db.kysely, { id: userId });
  if (target?.status !== 'active') throw new AppError('USER_NOT_FOUND');
  return target;
}

async function addToCounter(
  db: Kysely<Database>,
  userId: number,
  column: 'follower_count' | 'following_count',
  by: number,
) {
  await db
    .updateTable('users')
    // Never below zero, whatever order concurrent toggles land in.
    .set({ [column]: sql<number>`case when ${sql.ref(column)} + ${by} < 0 then 0 else ${sql.ref(column)} + ${by} end` })
    .where('id', '=', userId)
    .execute();
}

/** Removes a follow and moves both counters; false when there was none. */
async function removeFollow(db: Kysely<Database>, followerId: number, followeeId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await addToCounter(db, followeeId, 'follower_count', -1);
  await addToCounter(db, followerId, 'following_count', -1);
  return true;
}

export async function toggleFollow(ctx: AppContext, viewer: UserRow, userId: number): Promise<boolean> {
  if (userId === viewer.id) throw new AppError('CANNOT_FOLLOW_SELF');
  const target = await activeTarget(ctx, userId);
  assertNotBlocked(await getRelation(ctx.db.kysely, viewer.id, target.id));
  await consume(
    ctx.limiter,
    [[`toggle:follow:${viewer.id}:${target.id}`, LIMITS_POLICY.togglesPerTarget]],
    'TOO_MANY_ACTIONS',
  );
  const now = ctx.now();
  const following = await ctx.db.kysely.transaction().execute(async (trx) => {
    if (await removeFollow(trx, viewer.id, target.id)) return false;
    const inserted = await trx
      .insertInto('follows')
      .values({ follower_id: viewer.id, followee_id: target.id, date_added: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
      await addToCounter(trx, target.id, 'follower_count', 1);
      await addToCounter(trx, viewer.id, 'following_count', 1);
      await recordNotification(trx, { userId: target.id, type: 'follow', actorId: viewer.id, now });
    }
    return true;
  });
  ctx.pushWorker.wake();
  return following;
}

/** Blocking removes follows both ways; unblocking restores nothing. */
export async function toggleBlock(ctx: AppContext, viewer: UserRow, userId: number): Promise<boolean> {
  if (userId === viewer.id) throw new AppError('CANNOT_BLOCK_SELF');
  const target = await findVisibleUser(ctx.db.kysely, { id: userId });
  if (!target) throw new AppError('USER_NOT_FOUND');
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('blocks')
      .where('blocker_id', '=', viewer.id)
      .where('blocked_id', '=', target.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return false;
    await trx
      .insertInto('blocks')
      .values({ blocker_id: viewer.id, blocked_id: target.id, date_added: ctx.now().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await removeFollow(trx, viewer.id, target.id);
    await removeFollow(trx, target.id, viewer.id);
    return true;
  });
}

export async function reportUser(
  ctx: AppContext,
  viewer: UserRow,
  by: { id?: number; username?: string },
): Promise<void> {
  const target =
    by.id !== undefined
      ? await findVisibleUser(ctx.db.kysely, { id: by.id })
      : await findVisibleUser(ctx.db.kysely, { username: by.username ?? '' });
  if (!target) throw new AppError('USER_NOT_FOUND');
  if (target.id === viewer.id) throw new AppError('CANNOT_REPORT_SELF');
  const inserted = await ctx.db.kysely
    .insertInto('reports')
    .values({
      reporter_id: viewer.id,
      target_type: 'user',
      target_id: target.id,
      reason: null,
      date_added: ctx.now().toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AppError('USER_REPORTED_BEFORE');
}

/** The profile whose lists are asked for, if the viewer may see it. */
export async function listOwner(ctx: AppContext, viewer: UserRow | null, username: string): Promise<UserRow> {
  const owner = await findVisibleUser(ctx.db.kysely, { username });
  if (owner?.status !== 'active') throw new AppError('USER_NOT_FOUND');
  if (viewer) assertNotBlocked(await getRelation(ctx.db.kysely, viewer.id, owner.id));
  return owner;
}

/**
 * followers, followings and blockedUsers: entries newest first, keyset on the entry id.
 * Frozen and suspended members and anyone blocked either way with the viewer are left out.
 */
export async function listUsers(
  ctx: AppContext,
  kind: 'followers' | 'followings' | 'blocked',
  ownerId: number,
  viewerId: number | null,
  lastId: number | undefined,
): Promise<ListedUser[]> {
  const db = ctx.db.kysely;
  const base =
    kind === 'blocked'
      ? db
          .selectFrom('blocks as e')
          .innerJoin('users', 'users.id', 'e.blocked_id')
          .where('e.blocker_id', '=', ownerId)
          .select(['e.id as entry_id', 'e.date_added as entry_date'])
      : kind === 'followers'
        ? db
            .selectFrom('follows as e')
            .innerJoin('users', 'users.id', 'e.follower_id')
            .where('e.followee_id', '=', ownerId)
            .select(['e.id as entry_id', 'e.date_added as entry_date'])
        : db
            .selectFrom('follows as e')
            .innerJoin('users', 'users.id', 'e.followee_id')
            .where('e.follower_id', '=', ownerId)
            .select(['e.id as entry_id', 'e.date_added as entry_date']);
  let q = base.select([
    'users.id',
    'users.username',
    'users.fullname',
    'users.image',
    'users.verified',
    'users.status',
  ]);
  if (kind !== 'blocked') q = q.where('users.status', '=', 'active').where(notBlockedWith(viewerId, 'users.id'));
  const rows = await keyset(q, {
    sortColumn: 'e.id',
    idColumn: 'e.id',
    direction: 'older',
    anchor: lastId === undefined ? null : { sort: lastId, id: lastId },
  }).execute();
  return finishPage(rows, 'older').map((r) => ({
    ...presentUserSummary(r),
    id: r.entry_id,
    user_id: r.id,
    date_added: r.entry_date,
  }));
}
