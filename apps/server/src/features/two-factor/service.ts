import { RECOVERY_CODE_COUNT, type TwoFactorState } from '@qurio/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { setSessionSecondFactor } from '../../db/sessions.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, UserRow } from '../../db/types.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import type { Viewer } from '../../lib/sessions.js';
import { confirmPassword } from '../account/service.js';
import { outboxMail } from '../mail/outbox.js';
import { insertOutboxMail } from '../mail/queries.js';
import { renderNoticeMail } from '../mail/templates.js';
import {
  claimChallenge,
  claimRecoveryCode,
  claimTotpStep,
  countRecoveryCodesLeft,
  deleteTwoFactor,
  findOpenChallenge,
  findTwoFactor,
  insertChallenge,
  markTwoFactorEnabled,
  replaceRecoveryCodes,
  savePendingTwoFactor,
  type TwoFactorRow,
} from './queries.js';
import {
  isTotpCode,
  matchTotp,
  newRecoveryCode,
  newTotpSecret,
  openSecret,
  otpauthUri,
  qrSvg,
  recoveryCodeHash,
  sealingKey,
  sealSecret,
} from './totp.js';

/** How long the login's second step may take after the password: 5 minutes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const enabled = (row: TwoFactorRow | undefined): row is TwoFactorRow => row !== undefined && row.enabled_at !== null;

export async function getTwoFactorState(ctx: AppContext, userId: number): Promise<TwoFactorState> {
  const row = await findTwoFactor(ctx.db.kysely, userId);
  if (!enabled(row)) return { enabled: false, recovery_codes_left: 0 };
  return { enabled: true, recovery_codes_left: await countRecoveryCodesLeft(ctx.db.kysely, userId) };
}

/** Whether the member has two-factor sign-in on (the role rules: admin script, moderation). */
export async function hasTwoFactor(ctx: AppContext, userId: number): Promise<boolean> {
  return enabled(await findTwoFactor(ctx.db.kysely, userId));
}

/** A new pending secret; returned now and never again once enabled. */
export async function startSetup(ctx: AppContext, user: UserRow) {
  if (enabled(await findTwoFactor(ctx.db.kysely, user.id))) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const secret = newTotpSecret();
  await savePendingTwoFactor(
    ctx.db.kysely,
    user.id,
    sealSecret(sealingKey(ctx.askerSecret), secret),
    ctx.now().toISOString(),
  );
  const uri = otpauthUri(secret, user.username);
  return { secret, otpauth_uri: uri, qr_svg: await qrSvg(uri) };
}

/**
 * Confirms the pending set-up with a first code: on, with new recovery codes, and the session that
 * did it counts as having passed the second factor (it just typed a code).
 */
export async function enableTwoFactor(ctx: AppContext, viewer: Viewer, code: string): Promise<string[]> {
  const row = await findTwoFactor(ctx.db.kysely, viewer.user.id);
  if (enabled(row)) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  if (!row) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  await checkMemberCode(ctx, viewer.user.id, row, code, { recovery: false });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = ctx.now().toISOString();
  await inTransaction(ctx.db.kysely, async (trx) => {
    if (!(await markTwoFactorEnabled(trx, viewer.user.id, now))) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
    await replaceRecoveryCodes(trx, viewer.user.id, codes.map(recoveryCodeHash));
    await setSessionSecondFactor(trx, { sessionId: viewer.sessionId }, now);
    await queueNotice(ctx, trx, viewer.user, 'twoFactorOn');
  });
  ctx.mailWorker.wake();
  return codes;
}

/** Off, with the password and a code; never for a moderator or an admin, who must keep it. */
export async function disableTwoFactor(ctx: AppContext, user: UserRow, input: { password: string; code: string }) {
  const row = await requireEnabled(ctx, user.id);
  if (user.role !== 'user') throw new AppError('TWO_FACTOR_ROLE_LOCKED');
  await confirmPassword(ctx, user, input.password);
  await checkMemberCode(ctx, user.id, row, input.code, { recovery: true });
  await inTransaction(ctx.db.kysely, async (trx) => {
    await deleteTwoFactor(trx, user.id);
    // No session has passed a second factor that no longer exists.
    await setSessionSecondFactor(trx, { userId: user.id }, null);
    await queueNotice(ctx, trx, user, 'twoFactorOff');
  });
  ctx.mailWorker.wake();
}

/** Ten new recovery codes; the old ones, used or not, stop working. */
export async function regenerateRecoveryCodes(
  ctx: AppContext,
  user: UserRow,
  input: { password: string; code: string },
): Promise<string[]> {
  const row = await requireEnabled(ctx, user.id);
  await confirmPassword(ctx, user, input.password);
  await checkMemberCode(ctx, user.id, row, input.code, { recovery: true });
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(ctx.db.kysely, user.id, codes.map(recoveryCodeHash));
  return codes;
}

/**
 * A code typed now for a sensitive act (a moderator revealing a sender): a code of the app only,
 * checked on the spot and counted as used.
 */
export async function confirmFreshCode(ctx: AppContext, user: UserRow, code: string | undefined): Promise<void> {
  if (code === undefined) throw new AppError('TWO_FACTOR_CODE_REQUIRED');
  const row = await findTwoFactor(ctx.db.kysely, user.id);
  if (!enabled(row)) throw new AppError('SECOND_FACTOR_REQUIRED');
  await checkMemberCode(ctx, user.id, row, code, { recovery: false });
}

async function requireEnabled(ctx: AppContext, userId: number): Promise<TwoFactorRow> {
  const row = await findTwoFactor(ctx.db.kysely, userId);
  if (!enabled(row)) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  return row;
}

/**
 * A signed-in member's code: wrong ones are counted per member before the check (10 in 15 minutes,
 * like password confirmations), so a stolen session cannot try the million codes.
 */
async function checkMemberCode(
  ctx: AppContext,
  userId: number,
  row: TwoFactorRow,
  code: string,
  options: { recovery: boolean },
): Promise<void> {
  const key = `2fa:user:${userId}`;
  await consume(ctx.limiter, [[key, LIMITS_POLICY.secondFactorFailuresPerMember]], 'TOO_MANY_LOGIN_ATTEMPTS');
  if (!options.recovery && !isTotpCode(code)) throw new AppError('TWO_FACTOR_CODE_WRONG');
  if (!(await useCode(ctx, ctx.db.kysely, row, code))) throw new AppError('TWO_FACTOR_CODE_WRONG');
  await ctx.limiter.reset(key);
}

/** Uses a code of the app (its step, once) or a recovery code (once): true when it counted. */
async function useCode(ctx: AppContext, db: Kysely<Database>, row: TwoFactorRow, typed: string) {
  const now = ctx.now();
  if (!isTotpCode(typed)) return claimRecoveryCode(db, row.user_id, recoveryCodeHash(typed), now.toISOString());
  const secret = openSealedSecret(ctx, row.secret);
  // A secret sealed under another server secret (ASKER_SECRET replaced) matches no code; the
  // member's recovery codes, hashed without it, still let them in to set it up again.
  if (secret === null) return false;
  const step = matchTotp(secret, typed.replace(/\s+/g, ''), now, row.last_step);
  return step !== null && (await claimTotpStep(db, row.user_id, step));
}

/** The member's TOTP secret, or null when it was sealed under another server secret (GCM refuses it). */
function openSealedSecret(ctx: AppContext, sealed: string): string | null {
  try {
    return openSecret(sealingKey(ctx.askerSecret), sealed);
  } catch {
    return null;
  }
}

// ---- The login's second step ---------------------------------------------------------------------

/**
 * After a right password: when the account has two-factor sign-in on, a challenge (256 random bits,
 * stored as its SHA-256, 5 minutes, once) that the second `token` call brings back with a code;
 * null when it is off.
 */
export async function issueLoginChallenge(ctx: AppContext, userId: number): Promise<string | null> {
  if (!(await hasTwoFactor(ctx, userId))) return null;
  const challenge = randomToken();
  const now = ctx.now();
  await insertChallenge(
    ctx.db.kysely,
    {
      userId,
      tokenHash: sha256(challenge),
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    },
    now.toISOString(),
  );
  return challenge;
}

/** The account an open challenge belongs to, or TWO_FACTOR_CHALLENGE_INVALID. */
export async function findChallengeAccount(ctx: AppContext, challenge: string): Promise<number> {
  const row = await findOpenChallenge(ctx.db.kysely, sha256(challenge), ctx.now().toISOString());
  if (!row) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID');
  return row.user_id;
}

/**
 * Uses the challenge and the code in one transaction: both count, or neither does (a wrong code
 * leaves the challenge for the next try; a challenge used meanwhile leaves the code unused).
 * 'passed', 'wrong' (the code) or 'gone' (the challenge was used or expired meanwhile).
 */
export async function passLoginChallenge(
  ctx: AppContext,
  challenge: string,
  code: string,
): Promise<'passed' | 'wrong' | 'gone'> {
  const now = ctx.now().toISOString();
  const rolledBack = new Error('rollback');
  try {
    return await inTransaction(ctx.db.kysely, async (trx) => {
      const open = await findOpenChallenge(trx, sha256(challenge), now);
      if (!open || !(await claimChallenge(trx, open.id, now))) return 'gone' as const;
      const row = await findTwoFactor(trx, open.user_id);
      if (!enabled(row) || !(await useCode(ctx, trx, row, code))) throw rolledBack;
      return 'passed' as const;
    });
  } catch (error) {
    if (error === rolledBack) return 'wrong';
    throw error;
  }
}

// ---- Mails ---------------------------------------------------------------------------------------

/** The notice that two-factor sign-in was turned on or off, in the member's language, queued in `db`. */
async function queueNotice(ctx: AppContext, db: Kysely<Database>, user: UserRow, kind: 'twoFactorOn' | 'twoFactorOff') {
  const mail = renderNoticeMail(kind, user.lang, {
    name: user.fullname || user.username,
    username: user.username,
    link: `${ctx.config.publicUrl}/settings/two-factor`,
  });
  await insertOutboxMail(db, outboxMail({ to: user.email, ...mail }, ctx.config.mailFrom, ctx.now()));
}
