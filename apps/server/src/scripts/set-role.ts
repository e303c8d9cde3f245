import type { AppContext } from '../context.js';
import { hasTwoFactor } from '../features/two-factor/service.js';
import { findUserByUsername } from '../features/users/queries.js';

/** `npm run admin -- role`'s names for `users.role`. */
const ROLES = { member: 'user', moderator: 'moderator', admin: 'admin' } as const;
export type RoleName = keyof typeof ROLES;

export function isRoleName(value: string): value is RoleName {
  return Object.hasOwn(ROLES, value);
}

/**
 * Gives a member a role. Moderators and admins must have two-factor sign-in on (issue 29): the
 * moderation calls take only sessions that passed it, so a role without it would be refused there
 * anyway, and an operator should hear why now.
 */
export async function setRole(
  ctx: AppContext,
  username: string,
  role: RoleName,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const user = await findUserByUsername(ctx.db.kysely, username);
  if (!user) return { ok: false, message: `no user ${username}` };
  if (role !== 'member' && !(await hasTwoFactor(ctx, user.id))) {
    return {
      ok: false,
      message: `${username} has no two-factor authentication; a ${role} must turn it on first (Settings → Two-factor authentication)`,
    };
  }
  await ctx.db.kysely.updateTable('users').set({ role: ROLES[role] }).where('id', '=', user.id).execute();
  return { ok: true };
}
