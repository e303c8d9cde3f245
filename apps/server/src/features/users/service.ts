import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { findVisibleUser, getRelation } from './queries.js';
import { assertNotBlocked, type Relation } from './relations.js';

/** profile: a member by name and how the viewer stands to them; a frozen profile is not found. */
export async function findProfile(
  ctx: AppContext,
  viewerId: number | null,
  username: string,
): Promise<{ user: UserRow; relation: Relation }> {
  const user = await findVisibleUser(ctx.db.kysely, { username });
  if (!user) throw new AppError('USER_NOT_FOUND');
  return { user, relation: await getRelation(ctx.db.kysely, viewerId, user.id) };
}

/** The profile whose lists (answers, followers, followings) are asked for, if the viewer may see it. */
export async function listOwner(ctx: AppContext, viewer: UserRow | null, username: string): Promise<UserRow> {
  const owner = await findVisibleUser(ctx.db.kysely, { username });
  if (owner?.status !== 'active') throw new AppError('USER_NOT_FOUND');
  if (viewer) assertNotBlocked(await getRelation(ctx.db.kysely, viewer.id, owner.id));
  return owner;
}
