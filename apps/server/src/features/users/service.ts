import { LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { findRenamedUserId, findVisibleUser, getRelation } from './queries.js';
import { assertNotBlocked, type Relation } from './relations.js';

/**
 * A member by name, or by a name they gave up while it stays reserved (30 days, as long as nobody
 * else may take it): shared links to `/oldname` and `/oldname/post/…` keep working, and the
 * member returned carries the new name for the client to move to.
 */
export async function findVisibleUserByName(ctx: AppContext, username: string): Promise<UserRow | undefined> {
  const db = ctx.db.kysely;
  const current = await findVisibleUser(db, { username });
  if (current) return current;
  const since = new Date(ctx.now().getTime() - LIMITS.usernameChangeEveryMs).toISOString();
  const renamed = await findRenamedUserId(db, username, since);
  return renamed === undefined ? undefined : findVisibleUser(db, { id: renamed });
}

/** profile: a member by name and how the viewer stands to them; a frozen profile is not found. */
export async function findProfile(
  ctx: AppContext,
  viewerId: number | null,
  username: string,
): Promise<{ user: UserRow; relation: Relation }> {
  const user = await findVisibleUserByName(ctx, username);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return { user, relation: await getRelation(ctx.db.kysely, viewerId, user.id) };
}

/** The profile whose lists (answers, followers, followings) are asked for, if the viewer may see it. */
export async function listOwner(ctx: AppContext, viewer: UserRow | null, username: string): Promise<UserRow> {
  const owner = await findVisibleUserByName(ctx, username);
  if (owner?.status !== 'active') throw new AppError('USER_NOT_FOUND');
  if (viewer) assertNotBlocked(await getRelation(ctx.db.kysely, viewer.id, owner.id));
  return owner;
}
