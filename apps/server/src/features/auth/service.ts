import { isReservedUsername, type Language } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { indexUser } from '../../db/search.js';
import { inTransaction } from '../../db/transaction.js';
import type { UserRow } from '../../db/types.js';
import { activityStamp } from '../../lib/activity.js';
import { needsConsent } from '../../lib/consent.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY, type Reservation } from '../../lib/rate-limit.js';
import { createSession, type RequestMeta as SessionMeta } from '../../lib/sessions.js';
import { MINOR_DEFAULTS } from '../settings/service.js';
import { findChallengeAccount, issueLoginChallenge, passLoginChallenge } from '../two-factor/service.js';
import {
  findUserById,
  findUserByLogin,
  insertUser,
  isEmailTaken,
  isUsernameTaken,
  setMemberStatus,
  updateUser,
} from '../users/queries.js';
import { type DeviceProof, deviceLimit, findDeviceProof, rememberDevice } from './devices.js';

export type RequestMeta = SessionMeta & { ip: string };

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  password_repeat: string;
  lang?: Language | undefined;
  /** Sent (true) by the web and the app; absent from clients built on the spec's payload. */
  accept_terms?: boolean | undefined;
  confirm_age?: boolean | undefined;
  /** "I am under 18": the account starts with MINOR_DEFAULTS; the answer itself is not kept. */
  under_18?: boolean | undefined;
}

export async function registerUser(
  ctx: AppContext,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<{ user: UserRow; token: string; device: string }> {
  // Counted before any work, so a burst of parallel sign-ups cannot pass the limit; a sign-up
  // that fails (name taken, passwords differ) gives its place back.
  const slot = await consume(ctx.limiter, [[`signup:ip:${meta.ip}`, LIMITS_POLICY.signupsPerIp]], 'TOO_MANY_SIGNUPS');
  let created: { user: UserRow; token: string; sessionId: number };
  try {
    created = await insertNewUser(ctx, input, meta);
  } catch (error) {
    await slot.release();
    throw error;
  }
  // The account's first device: remembered, but no new-device mail for it.
  const device = await rememberDevice(ctx, created.user, null, meta, { notify: false, signInId: created.sessionId });
  return { user: created.user, token: created.token, device };
}

/** The account and its first session in one transaction: a crash never leaves a name taken with no session. */
async function insertNewUser(
  ctx: AppContext,
  input: RegisterInput,
  meta: RequestMeta,
): Promise<{ user: UserRow; token: string; sessionId: number }> {
  if (input.password !== input.password_repeat) throw new AppError('PASSWORDS_NOT_EQUAL');
  const now = ctx.now();
  if (await isUsernameTaken(ctx.db.kysely, input.username, now)) throw new AppError('USERNAME_EXISTS');
  if (await isEmailTaken(ctx.db.kysely, input.email)) throw new AppError('EMAIL_EXISTS');

  // Hashed before the transaction: on SQLite a transaction holds the one connection.
  const passwordHash = await ctx.passwords.hash(input.password);
  try {
    return await inTransaction(ctx.db.kysely, async (trx) => {
      const user = await insertUser(trx, {
        username: input.username,
        username_lower: input.username.toLowerCase(),
        fullname: input.username,
        email: input.email,
        email_lower: input.email.toLowerCase(),
        password_hash: passwordHash,
        image: null,
        cover: null,
        lang: input.lang ?? 'en',
        last_active: activityStamp(now),
        username_changed_at: null,
        frozen_at: null,
        date_added: now.toISOString(),
        terms_accepted_at: input.accept_terms ? now.toISOString() : null,
        age_confirmed: input.confirm_age ? ctx.config.minAge : null,
        ...(input.under_18 ? MINOR_DEFAULTS : {}),
      });
      await indexUser(trx, ctx.db.dialect, user.id);
      const { token, sessionId } = await createSession({ ...ctx, db: { ...ctx.db, kysely: trx } }, user.id, meta);
      return { user, token, sessionId };
    });
  } catch (error) {
    // Two sign-ups raced for the same name or address: the unique index decided.
    if (!ctx.db.dialect.isUniqueViolation(error)) throw error;
    if (await isEmailTaken(ctx.db.kysely, input.email)) throw new AppError('EMAIL_EXISTS');
    throw new AppError('USERNAME_EXISTS');
  }
}

/**
 * Logs in by username or e-mail (NIST SP 800-63B 5.2.2 throttling). Every attempt is counted
 * before the password is hashed, so parallel guesses cannot outrun the limits:
 * - per address, and per account *and* address: 10 wrong in 15 minutes blocks that address (for
 *   that account), never the owner elsewhere, since usernames are public;
 * - per account from everywhere: past 100 wrong in an hour the account is slowed to one check
 *   every few seconds rather than locked, and a password reset by mail clears it.
 * The account is the resolved one, so its username and e-mail share one counter. A right password
 * gives the attempt back. A device that signed in to the account before (its proof, `device`)
 * skips the slow-down and counts per device instead (devices.ts), so whoever keeps the slow-down
 * busy cannot keep the owner out. With two-factor sign-in on, a right password answers
 * TWO_FACTOR_REQUIRED and the second call (`{ challenge, code }`) signs in (features/two-factor).
 */
export async function login(
  ctx: AppContext,
  input:
    | { username: string; password: string; device?: string | undefined }
    | { challenge: string; code: string; device?: string | undefined },
  meta: RequestMeta,
): Promise<SignedIn> {
  if ('challenge' in input) return loginWithSecondFactor(ctx, input, meta);
  const user = await findUserByLogin(ctx.db.kysely, input.username);
  // Unknown names count like accounts, so the limits say nothing about whether an address is registered.
  const account = loginAccountKey(user?.id ?? null, input.username);
  const knownDevice = await findDeviceProof(ctx, user?.id ?? null, input.device);
  const attempt = await reserveLoginAttempt(ctx, account, meta, knownDevice);

  const ok = user
    ? await ctx.passwords.verify(user.password_hash, input.password)
    : await ctx.passwords.burnCheck(input.password);
  if (!user || !ok) {
    await ctx.limiter.hit(`login:acct:${account}`, LIMITS_POLICY.loginFailuresPerAccount);
    throw new AppError('WRONG_CREDENTIALS');
  }
  await attempt.release();
  await askForSecondFactor(ctx, user.id);
  await forgiveLoginFailures(ctx, account, meta);
  return startSession(ctx, user, meta, { secondFactorAt: null, knownDevice });
}

type SignedIn = { user: UserRow; token: string; reactivated: boolean; device: string };

/**
 * Counts a login attempt (a password or a second-factor code) per address, per account and address,
 * and per device when it showed a proof, before it is checked. Past 100 failures an hour for the
 * account, an attempt without a proof takes the account's one check every few seconds; the caller
 * releases the attempt when it was right.
 */
async function reserveLoginAttempt(
  ctx: AppContext,
  account: string,
  meta: RequestMeta,
  knownDevice: DeviceProof | null,
): Promise<Reservation> {
  const attempt = await consume(
    ctx.limiter,
    [
      [`login:ip:${meta.ip}`, LIMITS_POLICY.loginFailuresPerIp],
      [`login:pair:${account}:${meta.ip}`, LIMITS_POLICY.loginFailuresPerAccountAndIp],
      ...(knownDevice ? [deviceLimit(knownDevice)] : []),
    ],
    'TOO_MANY_LOGIN_ATTEMPTS',
  );
  if (!knownDevice) await takeSlowdownSlot(ctx, account, attempt);
  return attempt;
}

/**
 * Past 100 failures in an hour the account is checked once per slot, whoever asks; a refused
 * attempt gives back what it counted for its address.
 */
async function takeSlowdownSlot(ctx: AppContext, account: string, attempt: Reservation): Promise<void> {
  if (!(await ctx.limiter.peek(`login:acct:${account}`, LIMITS_POLICY.loginFailuresPerAccount)).exceeded) return;
  try {
    await consume(ctx.limiter, [[`login:slow:${account}`, LIMITS_POLICY.loginSlowdownSlot]], 'TOO_MANY_LOGIN_ATTEMPTS');
  } catch (error) {
    await attempt.release();
    throw error;
  }
}

/** The owner got in: their address's count and the account's failures are forgiven (NIST 5.2.2). */
async function forgiveLoginFailures(ctx: AppContext, account: string, meta: RequestMeta): Promise<void> {
  await ctx.limiter.reset(`login:pair:${account}:${meta.ip}`);
  await ctx.limiter.reset(`login:acct:${account}`);
  await ctx.limiter.reset(`login:slow:${account}`);
}

/**
 * A right password on an account with two-factor sign-in on: TWO_FACTOR_REQUIRED with the challenge
 * of the second step. The failures are not forgiven yet, so typing the password again between wrong
 * codes does not reset their count.
 */
async function askForSecondFactor(ctx: AppContext, userId: number): Promise<void> {
  const challenge = await issueLoginChallenge(ctx, userId);
  if (challenge !== null) throw new AppError('TWO_FACTOR_REQUIRED', { extra: { challenge } });
}

/**
 * The second step: the challenge names the account, and its code counts like a password (the same
 * limits, a wrong one is a failure of the account; a device proof of the account passes the
 * slow-down here too). The challenge and the code are used together.
 */
async function loginWithSecondFactor(
  ctx: AppContext,
  input: { challenge: string; code: string; device?: string | undefined },
  meta: RequestMeta,
): Promise<SignedIn> {
  const userId = await findChallengeAccount(ctx, input.challenge);
  const account = loginAccountKey(userId, '');
  const knownDevice = await findDeviceProof(ctx, userId, input.device);
  const attempt = await reserveLoginAttempt(ctx, account, meta, knownDevice);
  const outcome = await passLoginChallenge(ctx, input.challenge, input.code);
  if (outcome === 'gone') {
    await attempt.release();
    throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  }
  if (outcome === 'wrong') {
    await ctx.limiter.hit(`login:acct:${account}`, LIMITS_POLICY.loginFailuresPerAccount);
    throw new AppError('TWO_FACTOR_CODE_WRONG');
  }
  await attempt.release();
  await forgiveLoginFailures(ctx, account, meta);
  const user = await findUserById(ctx.db.kysely, userId);
  // The account was deleted between the two steps.
  if (!user) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  return startSession(ctx, user, meta, { secondFactorAt: ctx.now().toISOString(), knownDevice });
}

/**
 * After the checks: a suspension that has not ended refuses, a frozen account wakes, the session
 * starts, and the device is remembered (a new one is told to the member by mail).
 */
async function startSession(
  ctx: AppContext,
  user: UserRow,
  meta: RequestMeta,
  options: { secondFactorAt: string | null; knownDevice: DeviceProof | null },
): Promise<SignedIn> {
  let current = user;
  if (user.status === 'suspended') {
    // A suspension with an end lifts itself at the first login after it (features/moderation).
    if (user.suspended_until !== null && user.suspended_until <= ctx.now().toISOString()) {
      current = (await setMemberStatus(ctx.db.kysely, user.id, 'active')) ?? user;
    } else {
      throw new AppError('ACCOUNT_SUSPENDED', {
        extra: { suspension: { reason: user.suspended_reason, until: user.suspended_until } },
      });
    }
  }

  let reactivated = false;
  if (current.status === 'frozen') {
    current = (await setMemberStatus(ctx.db.kysely, user.id, 'active')) ?? user;
    reactivated = true;
  }
  const { token, sessionId } = await createSession(ctx, current.id, meta, { secondFactorAt: options.secondFactorAt });
  // A new sign-in's first row is its own sign-in id (lib/sessions.ts).
  const device = await rememberDevice(ctx, current, options.knownDevice, meta, { notify: true, signInId: sessionId });
  return { user: current, token, reactivated, device };
}

/** Records the confirmations a sign-up without them owes (lib/consent.ts); a second call changes nothing. */
export async function confirmSignupFor(ctx: AppContext, user: UserRow): Promise<UserRow> {
  if (!needsConsent(user)) return user;
  return updateUser(ctx.db.kysely, user.id, {
    terms_accepted_at: user.terms_accepted_at ?? ctx.now().toISOString(),
    age_confirmed: user.age_confirmed ?? ctx.config.minAge,
  });
}

/** The one counter key of an account, whether it was named by username or by e-mail. */
export function loginAccountKey(userId: number | null, typed: string): string {
  return userId === null ? `name:${typed.trim().toLowerCase()}` : `id:${userId}`;
}

/** A password reset by mail proves the owner: the account's slow-down ends. */
export async function clearLoginThrottle(ctx: AppContext, userId: number): Promise<void> {
  const account = loginAccountKey(userId, '');
  await ctx.limiter.reset(`login:acct:${account}`);
  await ctx.limiter.reset(`login:slow:${account}`);
}

/** Availability while typing: valid, not reserved, not held by anyone (nor recently released). */
export async function checkUsernameAvailability(ctx: AppContext, username: string, viewerId?: number) {
  if (isReservedUsername(username)) return false;
  return !(await isUsernameTaken(ctx.db.kysely, username, ctx.now(), viewerId));
}
