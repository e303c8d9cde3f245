import type { ReportReason } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { followAddedToTimeline, followRemovedFromTimeline, lockTimelinesForFollow } from '../feeds/timeline.js';
import { recordNotification, wakeNotificationSenders } from '../notifications/record.js';
import { insertReport } from '../reports/queries.js';
import { findVisibleUser, getRelation } from '../users/queries.js';
import { assertNotBlocked } from '../users/relations.js';
import { addBlock, addFollow, type ListedUserRow, listUserEntries, removeBlock, removeFollow } from './queries.js';

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
  const result = await inTransaction(ctx.db.kysely, async (trx) => {
    await lockTimelinesForFollow(trx, ctx.db.dialect, [target.id]);
    if (await removeFollow(trx, viewer.id, target.id)) {
      await followRemovedFromTimeline(trx, viewer.id, target.id);
      return { following: false, notified: null };
    }
    // Again under the lock: a block that committed since the check above ends it here, or a
    // follow would stand beside a block.
    assertNotBlocked(await getRelation(trx, viewer.id, target.id));
    // Only the request that added the follow counts and notifies (two tabs may race here).
    if (!(await addFollow(trx, viewer.id, target.id, now.toISOString()))) return { following: true, notified: null };
    await followAddedToTimeline(trx, ctx.config.timeline, viewer.id, target);
    const notified = await recordNotification(trx, { userId: target.id, type: 'follow', actorId: viewer.id, now });
    return { following: true, notified };
  });
  wakeNotificationSenders(ctx);
  // The target's follower count moved either way.
  ctx.live.stats(target.id);
  ctx.live.notifications([result.notified]);
  return result.following;
}

/** Blocking removes follows both ways; unblocking restores nothing. */
export async function toggleBlock(ctx: AppContext, viewer: UserRow, userId: number): Promise<boolean> {
  if (userId === viewer.id) throw new AppError('CANNOT_BLOCK_SELF');
  const target = await findVisibleUser(ctx.db.kysely, { id: userId });
  if (!target) throw new AppError('USER_NOT_FOUND');
  const blocked = await inTransaction(ctx.db.kysely, async (trx) => {
    await lockTimelinesForFollow(trx, ctx.db.dialect, [viewer.id, target.id]);
    if (await removeBlock(trx, viewer.id, target.id)) return false;
    await addBlock(trx, viewer.id, target.id, ctx.now().toISOString());
    if (await removeFollow(trx, viewer.id, target.id)) await followRemovedFromTimeline(trx, viewer.id, target.id);
    if (await removeFollow(trx, target.id, viewer.id)) await followRemovedFromTimeline(trx, target.id, viewer.id);
    return true;
  });
  // Follows both ways are gone, and so are the notifications between them from the lists.
  if (blocked) ctx.live.stats(viewer.id, target.id);
  return blocked;
}

export async function reportUser(
  ctx: AppContext,
  viewer: UserRow,
  by: { id?: number | undefined; username?: string | undefined; reason: ReportReason },
): Promise<void> {
  const target =
    by.id !== undefined
      ? await findVisibleUser(ctx.db.kysely, { id: by.id })
      : await findVisibleUser(ctx.db.kysely, { username: by.username ?? '' });
  if (!target) throw new AppError('USER_NOT_FOUND');
  if (target.id === viewer.id) throw new AppError('CANNOT_REPORT_SELF');
  const reported = await insertReport(ctx.db.kysely, {
    reporterId: viewer.id,
    targetType: 'user',
    targetId: target.id,
    reason: by.reason,
    now: ctx.now().toISOString(),
  });
  if (!reported) throw new AppError('USER_REPORTED_BEFORE');
}

/**
 * followers, followings and blockedUsers: one page of entries, newest first. Frozen and suspended
 * members and anyone blocked either way with the viewer are left out of followers and followings.
 */
export function listUsers(
  ctx: AppContext,
  kind: 'followers' | 'followings' | 'blocked',
  ownerId: number,
  viewerId: number | null,
  lastId: number | undefined,
): Promise<ListedUserRow[]> {
  return listUserEntries(ctx.db.kysely, kind, ownerId, viewerId, lastId);
}
