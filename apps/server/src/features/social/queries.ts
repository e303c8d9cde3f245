import { type Kysely, sql } from 'kysely';
import { keyset } from '../../db/keyset.js';
import type { Database, UserRow } from '../../db/types.js';
import { finishPage } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/queries.js';

type FollowCounter = 'follower_count' | 'following_count';

async function addToFollowCounter(db: Kysely<Database>, userId: number, column: FollowCounter, by: number) {
  await db
    .updateTable('users')
    // Never below zero, whatever order concurrent toggles land in.
    .set({ [column]: sql<number>`case when ${sql.ref(column)} + ${by} < 0 then 0 else ${sql.ref(column)} + ${by} end` })
    .where('id', '=', userId)
    .execute();
}

/** Removes a follow and moves both counters; false when there was none. */
export async function removeFollow(db: Kysely<Database>, followerId: number, followeeId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) return false;
  await addToFollowCounter(db, followeeId, 'follower_count', -1);
  await addToFollowCounter(db, followerId, 'following_count', -1);
  return true;
}

/** Adds a follow and moves both counters; false when a parallel request added it first. */
export async function addFollow(
  db: Kysely<Database>,
  followerId: number,
  followeeId: number,
  at: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, date_added: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
  await addToFollowCounter(db, followeeId, 'follower_count', 1);
  await addToFollowCounter(db, followerId, 'following_count', 1);
  return true;
}

/** false when there was no such block. */
export async function removeBlock(db: Kysely<Database>, blockerId: number, blockedId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export async function addBlock(db: Kysely<Database>, blockerId: number, blockedId: number, at: string): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, date_added: at })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export type UserListKind = 'followers' | 'followings' | 'blocked';

/** A member in a list, with the list entry's id (the cursor) and date. */
export type ListedUserRow = Pick<UserRow, 'id' | 'username' | 'fullname' | 'image' | 'verified' | 'status'> & {
  entry_id: number;
  entry_date: string;
};

/**
 * followers, followings and blockedUsers: entries newest first, keyset on the entry id.
 * Frozen and suspended members and anyone blocked either way with the viewer are left out of
 * followers and followings; the blocked list shows everyone the owner blocked.
 */
export async function listUserEntries(
  db: Kysely<Database>,
  kind: UserListKind,
  ownerId: number,
  viewerId: number | null,
  lastId: number | undefined,
): Promise<ListedUserRow[]> {
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
  return finishPage(rows, 'older');
}
