import { ROLE_RANK, type Role } from '@qurio/contract';
import type { UserRow } from '../db/types.js';

/** The API's name of a stored role: `users.role` says 'user' for a member. */
export function roleOf(user: Pick<UserRow, 'role'>): Role {
  return user.role === 'user' ? 'member' : user.role;
}

/** Whether the member holds this role or a higher one (ROLE_RANK, the contract's one order). */
export function hasRole(user: Pick<UserRow, 'role'>, role: Role): boolean {
  return ROLE_RANK[roleOf(user)] >= ROLE_RANK[role];
}

/**
 * The role it takes to act on a member of this role: a member is a moderator's to act on, a
 * moderator or an admin an admin's (an admin acts on other admins: there is no one above them).
 */
export function roleToActOn(target: Pick<UserRow, 'role'>): Role {
  return hasRole(target, 'moderator') ? 'admin' : 'moderator';
}
