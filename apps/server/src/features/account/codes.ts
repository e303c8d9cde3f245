import { randomInt } from 'node:crypto';
import { type ErrorCode, LIMITS } from '@qurio/contract';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, UserRow } from '../../db/types.js';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { outboxMail } from '../mail/outbox.js';
import { renderCodeMail } from '../mail/templates.js';
import {
  countMailsSince,
  type EmailCodeRow,
  type EmailTokenRow,
  findLatestUnusedCode,
  findTokenByHash,
  insertCodeTokenAndMail,
  type MailPurpose,
  recordWrongTry,
} from './queries.js';

const DAY_MS = 24 * 60 * 60_000;

/** The messages of SPEC §8 per kind of mail: security (reset) or verification. */
export const CODE_ERRORS = {
  reset: {
    wrong: 'SECURITY_CODE_WRONG',
    expired: 'SECURITY_CODE_EXPIRED',
    active: 'SECURITY_CODE_ACTIVE',
    limit: 'SECURITY_MAIL_LIMIT',
  },
  verify: {
    wrong: 'VERIFICATION_CODE_WRONG',
    expired: 'VERIFICATION_CODE_EXPIRED',
    active: 'VERIFICATION_CODE_ACTIVE',
    limit: 'VERIFICATION_MAIL_LIMIT',
  },
} as const satisfies Record<MailPurpose, Record<string, ErrorCode>>;

const LINK_PATHS: Record<MailPurpose, string> = {
  reset: '/reset-password/',
  verify: '/settings/email/verify/',
};

/**
 * Bound to the member and the purpose, so a hash copied between rows proves nothing. Six digits
 * cannot resist an offline search whatever the hash; the tries limit and the 15 minutes can.
 */
function hashCode(userId: number, purpose: MailPurpose, code: string): string {
  return sha256(`${purpose}:${userId}:${code}`);
}

export function isAlive(code: EmailCodeRow, now: Date): boolean {
  return code.expires_at > now.toISOString() && code.attempts < LIMITS.codeMaxAttempts;
}

async function hasAliveCode(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  purpose: MailPurpose,
): Promise<boolean> {
  const latest = await findLatestUnusedCode(db, userId, purpose);
  return latest !== undefined && isAlive(latest, ctx.now());
}

/**
 * At most LIMITS.mailsPerDay mails of one kind in any 24 hours, counted when queued. A request
 * cannot know whether its mail will be delivered (the mail worker retries it for about an hour),
 * and the limit is about how many mails an address can be made to receive, so a mail counts
 * whether it is delivered or finally given up. It also keeps every answer independent of the mail
 * server's state, which the reset decoy for unknown addresses (reset-service.ts) relies on.
 */
async function assertUnderDailyLimit(
  ctx: AppContext,
  db: Kysely<Database>,
  userId: number,
  purpose: MailPurpose,
): Promise<void> {
  const since = new Date(ctx.now().getTime() - DAY_MS).toISOString();
  const sent = await countMailsSince(db, userId, purpose, since);
  if (sent >= LIMITS.mailsPerDay) throw new AppError(CODE_ERRORS[purpose].limit);
}

/**
 * 'No resend while an active code exists', then the daily limit, then a code mail queued to the
 * member's address (queueCodeMail): one transaction under the member's lock, so parallel requests
 * count each other's codes (10 parallel reset requests queued 10 codes on PostgreSQL, 10 parallel
 * e-mail changes 10 mails of a day's 3). `change`, an e-mail change, runs under the same lock
 * after the checks and gives the member with the new address; it skips the active-code rule, as
 * the active code belongs to the address being replaced.
 */
export async function sendCodeMail(
  ctx: AppContext,
  user: UserRow,
  purpose: MailPurpose,
  change?: (trx: Transaction<Database>) => Promise<UserRow>,
): Promise<UserRow> {
  const recipient = await inTransaction(ctx.db.kysely, async (trx) => {
    await lockMember(trx, user.id);
    if (!change && (await hasAliveCode(ctx, trx, user.id, purpose))) throw new AppError(CODE_ERRORS[purpose].active);
    await assertUnderDailyLimit(ctx, trx, user.id, purpose);
    const recipient = change ? await change(trx) : user;
    await queueCodeMail(ctx, trx, recipient, purpose);
    return recipient;
  });
  ctx.mailWorker.wake();
  return recipient;
}

/**
 * Stores a fresh code and link token (only their hashes) and queues the mail carrying both to the
 * member's address in their language, in the caller's transaction; the mail worker delivers it. The answer
 * never waits for the mail server, and the reset flow's timing does not depend on it either.
 *
 * While the mail is being retried its code counts as active ('no resend while an active code
 * exists': the mail may still arrive). A mail the worker finally gives up on does not block a new
 * code: its tries span longer than a code lives (outbox.test.ts holds the two together).
 */
async function queueCodeMail(
  ctx: AppContext,
  trx: Transaction<Database>,
  user: UserRow,
  purpose: MailPurpose,
): Promise<void> {
  const email = user.email;
  const now = ctx.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = randomToken();
  const mail = renderCodeMail(purpose, user.lang, {
    name: user.fullname || user.username,
    username: user.username,
    code,
    link: `${ctx.config.publicUrl}${LINK_PATHS[purpose]}${token}`,
  });
  await insertCodeTokenAndMail(
    trx,
    {
      user_id: user.id,
      purpose,
      email,
      code_hash: hashCode(user.id, purpose, code),
      expires_at: new Date(now.getTime() + LIMITS.codeTtlMs).toISOString(),
      date_added: now.toISOString(),
    },
    {
      user_id: user.id,
      purpose,
      email,
      token_hash: sha256(token),
      expires_at: new Date(now.getTime() + LIMITS.linkTokenTtlMs).toISOString(),
      date_added: now.toISOString(),
    },
    outboxMail({ to: email, ...mail }, ctx.config.mailFrom, now),
  );
}

/**
 * Checks a code against the member's newest live one (and, when given, the address it was sent
 * to). A wrong code uses up one of LIMITS.codeMaxAttempts tries; after the last the code is dead
 * and every further answer is 'expired', even for the right code.
 */
export async function checkCode(
  ctx: AppContext,
  userId: number,
  purpose: MailPurpose,
  code: string,
  email?: string,
): Promise<EmailCodeRow> {
  const errors = CODE_ERRORS[purpose];
  const latest = await findLatestUnusedCode(ctx.db.kysely, userId, purpose);
  if (!latest || !isAlive(latest, ctx.now())) throw new AppError(errors.expired);
  const sameAddress = email === undefined || latest.email.toLowerCase() === email.trim().toLowerCase();
  if (sameAddress && safeEqual(latest.code_hash, hashCode(userId, purpose, code.trim()))) return latest;
  const counted = await recordWrongTry(ctx.db.kysely, latest.id, LIMITS.codeMaxAttempts);
  throw new AppError(counted ? errors.wrong : errors.expired);
}

/** A link token of this purpose, whatever its state; callers decide what used or expired means. */
export async function findToken(
  ctx: AppContext,
  token: string,
  purpose: MailPurpose,
): Promise<EmailTokenRow | undefined> {
  const row = await findTokenByHash(ctx.db.kysely, sha256(token.trim()));
  return row?.purpose === purpose ? row : undefined;
}

export function isTokenUsable(row: EmailTokenRow, now: Date): boolean {
  return row.used_at === null && row.expires_at > now.toISOString();
}
