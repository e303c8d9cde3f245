import type { AccountStatus } from '@qurio/contract';
import { LIMITS } from '@qurio/contract';
import type { Kysely } from 'kysely';
import { recountAround } from '../../db/recount.js';
import type { Database, NewUser, UserRow } from '../../db/types.js';

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
 * A username is taken when an account has it, or when someone gave it up less than 30 days ago
 * (so nobody can grab a name right after its owner changed it). `exceptUserId` lets the previous
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
  return (await released.executeTakeFirst()) !== undefined;
}

export function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_lower', '=', username.toLowerCase()).executeTakeFirst();
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
  return db.transaction().execute(async (trx) => {
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
