import type { AccountStatus } from '@qurio/contract';
import { LIMITS } from '@qurio/contract';
import type { Kysely } from 'kysely';
import { prepare } from '../../db/prepared.js';
import { recountAround } from '../../db/recount.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, NewUser, UserRow, UserUpdate } from '../../db/types.js';
import type { Relation } from './relations.js';

// The lookups every profile, answer and question call makes, prepared once (db/prepared.ts).
const userById = prepare((db, p: { id: number }) => db.selectFrom('users').selectAll().where('id', '=', p.id));
const userByName = prepare((db, p: { lower: string }) =>
  db.selectFrom('users').selectAll().where('username_lower', '=', p.lower),
);

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return userById.executeTakeFirst(db, { id });
}

/** Login accepts a username or an e-mail address, both compared case-insensitively. */
export function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const lower = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where(lower.includes('@') ? 'email_lower' : 'username_lower', '=', lower)
    .executeTakeFirst();
}

export async function isEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A username is taken when an account has it, or when someone gave it up (a change, or a deleted
 * account) less than 30 days ago, so nobody can grab a name right after its owner left it. `exceptUserId` lets the previous
 * owner take their old name back.
 */
export async function isUsernameTaken(
  db: Kysely<Database>,
  username: string,
  now: Date,
  exceptUserId?: number,
): Promise<boolean> {
  const lower = username.toLowerCase();
  const owner = await db.selectFrom('users').select('id').where('username_lower', '=', lower).executeTakeFirst();
  if (owner) return true;
  const since = new Date(now.getTime() - LIMITS.usernameChangeEveryMs).toISOString();
  let released = db
    .selectFrom('username_changes')
    .select('id')
    .where('old_username_lower', '=', lower)
    .where('date_added', '>', since);
  if (exceptUserId !== undefined) released = released.where('user_id', '!=', exceptUserId);
  if ((await released.executeTakeFirst()) !== undefined) return true;
  // The name of a deleted account (features/account/deletion-service.ts).
  const deleted = await db
    .selectFrom('released_usernames')
    .select('id')
    .where('username_lower', '=', lower)
    .where('date_added', '>', since)
    .executeTakeFirst();
  return deleted !== undefined;
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return userByName.executeTakeFirst(db, { lower: username.toLowerCase() });
}

/** Who gave up this name since a moment (newest change first): username_changes_old_idx. */
export async function findRenamedUserId(
  db: Kysely<Database>,
  oldUsername: string,
  since: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('username_changes')
    .select('user_id')
    .where('old_username_lower', '=', oldUsername.toLowerCase())
    .where('date_added', '>', since)
    .orderBy('date_added', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.user_id;
}

/** A member others can interact with: exists and is not frozen (a frozen profile is not found). */
export async function findVisibleUser(
  db: Kysely<Database>,
  by: { id: number } | { username: string },
): Promise<UserRow | undefined> {
  const user = 'id' in by ? await findUserById(db, by.id) : await findUserByUsername(db, by.username);
  return user && user.status !== 'frozen' ? user : undefined;
}

/**
 * Freezing, reactivating, suspending and unsuspending all go through here: the status changes and
 * the counters others see of this member (followers, followings, likes) are recounted in the same
 * transaction, so a frozen follower or a suspended liker stops counting at once.
 */
export function setMemberStatus(
  db: Kysely<Database>,
  userId: number,
  status: AccountStatus,
  frozenAt: string | null = null,
): Promise<UserRow | undefined> {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ status, frozen_at: frozenAt })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    if (user) await recountAround(trx, userId);
    return user;
  });
}

export function updateUser(db: Kysely<Database>, userId: number, values: UserUpdate): Promise<UserRow> {
  return db.updateTable('users').set(values).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
}

/** The counters a member's own questions move: pending questions and answers. */
type OwnCounter = 'pending_count' | 'held_count' | 'answer_count';

/** Moves a member's question counters in the same statement, e.g. `{ pending_count: -1, answer_count: 1 }`. */
export async function addToUserCounts(
  db: Kysely<Database>,
  userId: number,
  deltas: Partial<Record<OwnCounter, number>>,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) =>
      Object.fromEntries(
        Object.entries(deltas).map(([column, by]) => [
          column,
          eb(column as OwnCounter, by < 0 ? '-' : '+', Math.abs(by)),
        ]),
      ),
    )
    .where('id', '=', userId)
    .execute();
}

export async function findUsername(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username;
}

const NO_RELATION: Relation = { isFollowing: false, followedBy: false, blockedByMe: false, blockedBy: false };

/**
 * Follows and blocks either way between two members in one prepared statement (four probes of
 * unique keys: follows_pair_uq and blocks_pair_uq both ways), where two statements were built per call.
 */
const relation = prepare((db, p: { viewerId: number; targetId: number }) =>
  db.selectNoFrom(({ exists, selectFrom }) => [
    exists(
      selectFrom('follows').select('id').where('follower_id', '=', p.viewerId).where('followee_id', '=', p.targetId),
    ).as('following'),
    exists(
      selectFrom('follows').select('id').where('follower_id', '=', p.targetId).where('followee_id', '=', p.viewerId),
    ).as('followed_by'),
    exists(
      selectFrom('blocks')
        .select('blocker_id')
        .where('blocker_id', '=', p.viewerId)
        .where('blocked_id', '=', p.targetId),
    ).as('blocked_by_me'),
    exists(
      selectFrom('blocks')
        .select('blocker_id')
        .where('blocker_id', '=', p.targetId)
        .where('blocked_id', '=', p.viewerId),
    ).as('blocked_by'),
  ]),
);

/** How the viewer stands to another member, in one round trip. */
export async function getRelation(db: Kysely<Database>, viewerId: number | null, targetId: number): Promise<Relation> {
  if (viewerId === null || viewerId === targetId) return NO_RELATION;
  const row = await relation.executeTakeFirst(db, { viewerId, targetId });
  // SQLite answers 0/1, PostgreSQL false/true.
  return {
    isFollowing: Boolean(row?.following),
    followedBy: Boolean(row?.followed_by),
    blockedByMe: Boolean(row?.blocked_by_me),
    blockedBy: Boolean(row?.blocked_by),
  };
}

/**
 * A SQL condition keeping rows whose `column` user is neither blocked by nor blocking the viewer.
 * Used by every list so a block hides both people from each other everywhere.
 */
export function notBlockedWith(viewerId: number | null, column: string) {
  // biome-ignore lint/suspicious/noExplicitAny: applies to any query that has the column
  return (eb: any) => {
    if (viewerId === null) return eb.lit(true);
    return eb.and([
      eb(column, 'not in', eb.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', viewerId)),
      eb(column, 'not in', eb.selectFrom('blocks').select('blocker_id').where('blocked_id', '=', viewerId)),
    ]);
  };
}
