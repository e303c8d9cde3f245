import { isReservedUsername, type Language } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { LIMITS_POLICY } from '../../lib/rate-limit.js';
import { createSession } from '../../lib/sessions.js';
import { findUserByLogin, insertUser, isEmailTaken, isUsernameTaken } from '../users/queries.js';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  password_repeat: string;
  lang?: Language | undefined;
}

export async function registerUser(
  ctx: AppContext,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<{ user: UserRow; token: string }> {
  const ipKey = `signup:ip:${meta.ip}`;
  const ipState = await ctx.limiter.peek(ipKey, LIMITS_POLICY.signupsPerIp);
  if (ipState.exceeded) throw new AppError('TOO_MANY_SIGNUPS', { retryAfterSec: ipState.retryAfterSec });
  if (input.password !== input.password_repeat) throw new AppError('PASSWORDS_NOT_EQUAL');
  const now = ctx.now();
  if (await isUsernameTaken(ctx.db.kysely, input.username, now)) throw new AppError('USERNAME_EXISTS');
  if (await isEmailTaken(ctx.db.kysely, input.email)) throw new AppError('EMAIL_EXISTS');

  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await insertUser(ctx.db.kysely, {
      username: input.username,
      username_lower: input.username.toLowerCase(),
      fullname: input.username,
      email: input.email,
      email_lower: input.email.toLowerCase(),
      password_hash: passwordHash,
      image: null,
      cover: null,
      lang: input.lang ?? 'en',
      last_active: now.toISOString(),
      username_changed_at: null,
      frozen_at: null,
      date_added: now.toISOString(),
    });
  } catch (error) {
    // Two sign-ups raced for the same name or address: the unique index decided.
    if (!ctx.db.dialect.isUniqueViolation(error)) throw error;
    if (await isEmailTaken(ctx.db.kysely, input.email)) throw new AppError('EMAIL_EXISTS');
    throw new AppError('USERNAME_EXISTS');
  }
  await ctx.limiter.hit(ipKey, LIMITS_POLICY.signupsPerIp);
  const { token } = await createSession(ctx, user.id, meta);
  return { user, token };
}

/**
 * Logs in by username or e-mail. Failures count per account and per address; past the limit
 * the answer is 429 before the password is even checked, so guessing stays slow.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string },
  meta: RequestMeta,
): Promise<{ user: UserRow; token: string; reactivated: boolean }> {
  const accountKey = `login:acct:${input.username.trim().toLowerCase()}`;
  const ipKey = `login:ip:${meta.ip}`;
  for (const [key, limit] of [
    [accountKey, LIMITS_POLICY.loginFailuresPerAccount],
    [ipKey, LIMITS_POLICY.loginFailuresPerIp],
  ] as const) {
    const state = await ctx.limiter.peek(key, limit);
    if (state.exceeded) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS', { retryAfterSec: state.retryAfterSec });
  }

  const user = await findUserByLogin(ctx.db.kysely, input.username);
  const ok = user ? await verifyPassword(user.password_hash, input.password) : await burnPasswordCheck(input.password);
  if (!user || !ok) {
    await ctx.limiter.hit(accountKey, LIMITS_POLICY.loginFailuresPerAccount);
    await ctx.limiter.hit(ipKey, LIMITS_POLICY.loginFailuresPerIp);
    throw new AppError('WRONG_CREDENTIALS');
  }
  await ctx.limiter.reset(accountKey);
  if (user.status === 'suspended') throw new AppError('ACCOUNT_SUSPENDED');

  let reactivated = false;
  let current = user;
  if (user.status === 'frozen') {
    current = await ctx.db.kysely
      .updateTable('users')
      .set({ status: 'active', frozen_at: null })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    reactivated = true;
  }
  const { token } = await createSession(ctx, current.id, meta);
  return { user: current, token, reactivated };
}

/** Availability while typing: valid, not reserved, not held by anyone (nor recently released). */
export async function checkUsernameAvailability(ctx: AppContext, username: string, viewerId?: number) {
  if (isReservedUsername(username)) return false;
  return !(await isUsernameTaken(ctx.db.kysely, username, ctx.now(), viewerId));
}
