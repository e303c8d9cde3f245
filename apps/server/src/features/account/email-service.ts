import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { findUserById, isEmailTaken, updateUser } from '../users/queries.js';
import { checkCode, findToken, isTokenUsable, sendCodeMail } from './codes.js';
import { retireSecrets, useCode, useToken } from './queries.js';
import { confirmPassword } from './service.js';

export const EMAIL_MESSAGES = {
  sent: 'We have sent a verification code and a link to your e-mail address.',
  verified: 'Your e-mail address has been verified.',
} as const;

/**
 * Without a new address: a verification mail to the current one. With a different address: an
 * e-mail change, which needs the password. The new address becomes the account's at once but
 * stays unverified until its code or link comes back; every code and link sent to the old
 * address (reset ones too) ends, so the old mailbox no longer controls the account.
 */
export async function sendVerificationMail(
  ctx: AppContext,
  user: UserRow,
  input: { email?: string | undefined; password?: string | undefined },
): Promise<{ email: string }> {
  const email = input.email !== undefined && input.email.toLowerCase() !== user.email_lower ? input.email : null;
  if (email === null) {
    if (user.email_verified === 1) throw new AppError('EMAIL_ALREADY_VERIFIED');
    await sendCodeMail(ctx, user, 'verify');
    return { email: user.email };
  }

  if (input.password === undefined) throw new AppError('PASSWORD_REQUIRED');
  await confirmPassword(ctx, user, input.password);
  if (await isEmailTaken(ctx.db.kysely, email)) throw new AppError('EMAIL_EXISTS');
  // A change sends a verification mail, so it counts against the day's mails, and happens only
  // when the mail can go: the change, the retired codes and the new code are one transaction.
  try {
    const changed = await sendCodeMail(ctx, user, 'verify', async (trx) => {
      const changed = await updateUser(trx, user.id, { email, email_lower: email.toLowerCase(), email_verified: 0 });
      await retireSecrets(trx, user.id, ['verify', 'reset'], ctx.now().toISOString());
      return changed;
    });
    return { email: changed.email };
  } catch (error) {
    if (ctx.db.dialect.isUniqueViolation(error)) throw new AppError('EMAIL_EXISTS');
    throw error;
  }
}

async function markVerified(ctx: AppContext, userId: number): Promise<void> {
  await updateUser(ctx.db.kysely, userId, { email_verified: 1 });
  await retireSecrets(ctx.db.kysely, userId, ['verify'], ctx.now().toISOString());
}

export async function verifyEmailWithCode(
  ctx: AppContext,
  user: UserRow,
  input: { email: string; code: string },
): Promise<void> {
  if (user.email_verified === 1 && input.email.toLowerCase() === user.email_lower) {
    throw new AppError('EMAIL_ALREADY_VERIFIED');
  }
  const row = await checkCode(ctx, user.id, 'verify', input.code, input.email);
  // The code must belong to the address the account has now (a change retires older codes too).
  if (
    row.email.toLowerCase() !== user.email_lower ||
    !(await useCode(ctx.db.kysely, row.id, ctx.now().toISOString()))
  ) {
    throw new AppError('VERIFICATION_CODE_EXPIRED');
  }
  await markVerified(ctx, user.id);
}

/**
 * The link works without a session (it may be opened on another device). A link for an address
 * that is verified by now says so rather than 'not valid', so clicking it after typing the code
 * is not alarming; it still changes nothing.
 */
export async function verifyEmailWithLink(ctx: AppContext, token: string): Promise<void> {
  const row = await findToken(ctx, token, 'verify');
  const user = row ? await findUserById(ctx.db.kysely, row.user_id) : undefined;
  if (!row || !user || user.email_lower !== row.email.toLowerCase()) throw new AppError('TOKEN_INVALID');
  if (user.email_verified === 1) throw new AppError('EMAIL_ALREADY_VERIFIED');
  if (!isTokenUsable(row, ctx.now()) || !(await useToken(ctx.db.kysely, row.id, ctx.now().toISOString()))) {
    throw new AppError('TOKEN_INVALID');
  }
  await markVerified(ctx, user.id);
}
