import { type ErrorCode, LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { indexUser } from '../../db/search.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { consume, type Limit } from '../../lib/rate-limit.js';
import { revokeUserSessions, type Viewer } from '../../lib/sessions.js';
import { forgetDevices } from '../auth/devices.js';
import { findUserById, isUsernameTaken, setMemberStatus, updateUser } from '../users/queries.js';
import { renameUser, retireSecrets } from './queries.js';

export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Your profile has been updated.',
  passwordChanged: 'Your password has been changed.',
  usernameChanged: 'Your username has been changed.',
  frozen: 'Your account has been frozen. Log in again whenever you want to come back.',
  deleted: 'Your account and everything in it have been deleted.',
} as const;

/** A stolen session must not become a password oracle: wrong confirmations are counted per member. */
const CONFIRM_FAILURES: Limit = { max: 10, windowMs: 15 * 60_000 };

/** Checks the member's own password before a sensitive change (username, e-mail, freezing). */
export async function confirmPassword(
  ctx: AppContext,
  user: UserRow,
  password: string,
  wrong: ErrorCode = 'WRONG_PASSWORD',
): Promise<void> {
  const key = `confirm:user:${user.id}`;
  // Counted before the hash, so parallel guesses cannot outrun the limit (lib/rate-limit consume).
  await consume(ctx.limiter, [[key, CONFIRM_FAILURES]], 'TOO_MANY_LOGIN_ATTEMPTS');
  if (!(await ctx.passwords.verify(user.password_hash, password))) throw new AppError(wrong);
  await ctx.limiter.reset(key);
}

export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  input: { fullname: string; bio: string },
): Promise<UserRow> {
  if (input.fullname === user.fullname && input.bio === user.bio) throw new AppError('NOTHING_CHANGED');
  if (input.fullname === user.fullname) return updateUser(ctx.db.kysely, user.id, { bio: input.bio });
  // The name is searched (db/search.ts indexUser): row and index change together.
  return inTransaction(ctx.db.kysely, async (trx) => {
    const updated = await updateUser(trx, user.id, { fullname: input.fullname, bio: input.bio });
    await indexUser(trx, ctx.db.dialect, user.id);
    return updated;
  });
}

/**
 * Keeps the session that made the change; every other one ends, and so do open reset codes and
 * links and the proofs of every other device (auth/devices.ts forgetDevices says why).
 */
export async function changePassword(
  ctx: AppContext,
  viewer: Viewer,
  input: { current_password: string; password: string; password_repeat: string },
): Promise<void> {
  if (input.password !== input.password_repeat) throw new AppError('PASSWORDS_NOT_EQUAL');
  await confirmPassword(ctx, viewer.user, input.current_password, 'CHECK_PASSWORD');
  if (input.password === input.current_password) throw new AppError('PASSWORD_SAME_AS_OLD');
  await updateUser(ctx.db.kysely, viewer.user.id, { password_hash: await ctx.passwords.hash(input.password) });
  await revokeUserSessions(ctx, viewer.user.id, viewer);
  await forgetDevices(ctx, viewer.user.id, viewer);
  await retireSecrets(ctx.db.kysely, viewer.user.id, ['reset'], ctx.now().toISOString());
}

/**
 * Once per LIMITS.usernameChangeEveryMs. The old name is recorded in username_changes, which
 * keeps it from everyone else for the same period (users/queries isUsernameTaken).
 */
export async function changeUsername(
  ctx: AppContext,
  user: UserRow,
  input: { username: string; password: string },
): Promise<UserRow> {
  const now = ctx.now();
  assertMayRename(user, input.username, now);
  if (await isUsernameTaken(ctx.db.kysely, input.username, now, user.id)) throw new AppError('USERNAME_TAKEN');
  await confirmPassword(ctx, user, input.password);
  try {
    return await inTransaction(ctx.db.kysely, async (trx) => {
      // Checked again under the member's lock: parallel renames all passed the check above with
      // the row as the request began (10 at once renamed 10 times; on PostgreSQL 7 deadlocked).
      await lockMember(trx, user.id);
      const current = await findUserById(trx, user.id);
      if (!current) throw new AppError('USER_NOT_FOUND');
      assertMayRename(current, input.username, now);
      const renamed = await renameUser(trx, current, input.username, now.toISOString());
      await indexUser(trx, ctx.db.dialect, user.id);
      return renamed;
    });
  } catch (error) {
    // Someone took the name between the check and the update: the unique index decided.
    if (ctx.db.dialect.isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}

function assertMayRename(user: UserRow, username: string, now: Date): void {
  if (username.toLowerCase() === user.username_lower) throw new AppError('USERNAME_ALREADY_YOURS');
  if (
    user.username_changed_at !== null &&
    now.getTime() - Date.parse(user.username_changed_at) < LIMITS.usernameChangeEveryMs
  ) {
    throw new AppError('USERNAME_CHANGE_TOO_SOON');
  }
}

/** Frozen: hidden from everyone and signed out everywhere; logging in again reactivates (auth/service). */
export async function freezeAccount(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  await confirmPassword(ctx, user, password);
  await setMemberStatus(ctx.db.kysely, user.id, 'frozen', ctx.now().toISOString());
  await revokeUserSessions(ctx, user.id);
}
