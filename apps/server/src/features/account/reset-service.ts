import { LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import type { Limit } from '../../lib/rate-limit.js';
import { revokeUserSessions } from '../../lib/sessions.js';
import { forgetDevices } from '../auth/devices.js';
import { clearLoginThrottle } from '../auth/service.js';
import { findUserById, updateUser } from '../users/queries.js';
import { CODE_ERRORS, checkCode, findToken, isTokenUsable, sendCodeMail } from './codes.js';
import { findUserByEmail, retireSecrets, useCode, useToken } from './queries.js';

export const RESET_MESSAGES = {
  sent: 'If an account uses this address, we have sent it a security code and a link.',
  codeOk: 'The security code is correct. Please choose a new password.',
  tokenOk: 'The link is valid. Please choose a new password.',
  reset: 'Your password has been changed. Please log in with your new password.',
} as const;

const DAY_MS = 24 * 60 * 60_000;

/**
 * An address without an account gets the same answers as one with an account: its would-be code
 * lives in the counters store instead of the database, with the same life, tries and daily mails
 * (the counters run even when abuse limits are off).
 * Otherwise 'active code' or '3 a day' on a second request would tell that the account exists.
 */
const decoy = {
  key: (email: string, what: string) => `reset:decoy:${what}:${sha256(email.trim().toLowerCase())}`,
  code: { max: 1, windowMs: LIMITS.codeTtlMs },
  day: { max: LIMITS.mailsPerDay, windowMs: DAY_MS },
  tries: { max: LIMITS.codeMaxAttempts, windowMs: LIMITS.codeTtlMs },

  /**
   * Counted first and given back when refused (as lib/rate-limit's consume, without its
   * Retry-After, which the account's answers lack): a burst gets exactly one 'sent', as an
   * account's does under its lock (codes.ts sendCodeMail), in Redis shared by processes too.
   */
  async send(ctx: AppContext, email: string): Promise<void> {
    const code = this.key(email, 'code');
    const day = this.key(email, 'day');
    if ((await ctx.counters.hit(code, this.code)).count > this.code.max) {
      await ctx.counters.release(code);
      throw new AppError(CODE_ERRORS.reset.active);
    }
    if ((await ctx.counters.hit(day, this.day)).count > this.day.max) {
      await Promise.all([ctx.counters.release(day), ctx.counters.release(code)]);
      throw new AppError(CODE_ERRORS.reset.limit);
    }
    await ctx.counters.reset(this.key(email, 'tries'));
  },

  /** Always throws: there is no code to be right about. */
  async check(ctx: AppContext, email: string): Promise<never> {
    if (!(await ctx.counters.peek(this.key(email, 'code'), this.code)).exceeded) {
      throw new AppError(CODE_ERRORS.reset.expired);
    }
    const tries = await ctx.counters.hit(this.key(email, 'tries'), this.tries);
    throw new AppError(tries.count > this.tries.max ? CODE_ERRORS.reset.expired : CODE_ERRORS.reset.wrong);
  },
};

/** Per network address, across e-mail addresses: each address has its own 3-a-day limit already. */
export const RESET_REQUESTS_PER_IP: Limit = { max: 10, windowMs: 60 * 60_000 };

export async function sendResetMail(ctx: AppContext, email: string, ip: string): Promise<void> {
  const fromIp = await ctx.limiter.hit(`reset:ip:${ip}`, RESET_REQUESTS_PER_IP);
  if (fromIp.count > RESET_REQUESTS_PER_IP.max) {
    throw new AppError('TOO_MANY_RESET_REQUESTS', { retryAfterSec: fromIp.retryAfterSec });
  }
  const user = await findUserByEmail(ctx.db.kysely, email);
  if (!user) {
    await decoy.send(ctx, email);
    return;
  }
  await sendCodeMail(ctx, user, 'reset');
}

async function userWithCode(ctx: AppContext, email: string, code: string) {
  const user = await findUserByEmail(ctx.db.kysely, email);
  if (!user) return decoy.check(ctx, email);
  const row = await checkCode(ctx, user.id, 'reset', code, user.email);
  return { user, row };
}

export async function checkResetCode(ctx: AppContext, input: { email: string; code: string }): Promise<void> {
  await userWithCode(ctx, input.email, input.code);
}

export async function resetPasswordWithCode(
  ctx: AppContext,
  input: { email: string; code: string; password: string; password_repeat: string },
): Promise<void> {
  if (input.password !== input.password_repeat) throw new AppError('PASSWORDS_NOT_EQUAL');
  const { user, row } = await userWithCode(ctx, input.email, input.code);
  if (!(await useCode(ctx.db.kysely, row.id, ctx.now().toISOString()))) {
    throw new AppError(CODE_ERRORS.reset.expired);
  }
  await setNewPassword(ctx, user, input.password);
}

async function usableResetToken(ctx: AppContext, token: string) {
  const row = await findToken(ctx, token, 'reset');
  if (!row || !isTokenUsable(row, ctx.now())) throw new AppError('TOKEN_INVALID');
  const user = await findUserById(ctx.db.kysely, row.user_id);
  // The address changed after the mail went out: the link no longer belongs to the account.
  if (!user || user.email_lower !== row.email.toLowerCase()) throw new AppError('TOKEN_INVALID');
  return { user, row };
}

export async function checkResetToken(ctx: AppContext, token: string): Promise<void> {
  await usableResetToken(ctx, token);
}

export async function resetPasswordWithToken(
  ctx: AppContext,
  input: { token: string; password: string; password_repeat: string },
): Promise<void> {
  if (input.password !== input.password_repeat) throw new AppError('PASSWORDS_NOT_EQUAL');
  const { user, row } = await usableResetToken(ctx, input.token);
  if (!(await useToken(ctx.db.kysely, row.id, ctx.now().toISOString()))) throw new AppError('TOKEN_INVALID');
  await setNewPassword(ctx, user, input.password);
}

/**
 * A reset ends every session, every device proof (no device signed in made it: auth/devices.ts
 * forgetDevices) and every other outstanding reset code or link. The code or link
 * reached the account's address, which proves the member reads it: the address counts as verified.
 */
async function setNewPassword(ctx: AppContext, user: UserRow, password: string): Promise<void> {
  const now = ctx.now().toISOString();
  await updateUser(ctx.db.kysely, user.id, { password_hash: await ctx.passwords.hash(password), email_verified: 1 });
  await retireSecrets(ctx.db.kysely, user.id, ['reset'], now);
  await revokeUserSessions(ctx, user.id);
  await forgetDevices(ctx, user.id);
  await clearLoginThrottle(ctx, user.id);
}
