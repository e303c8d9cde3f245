import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MailSettingKey, parseId } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { findUnsubscriber, MAIL_SETTING, type NotificationKind, turnMailOff } from './queries.js';

/** The kinds in a fixed order: a token names the kinds it stops as bits of this list. */
const KINDS: NotificationKind[] = ['question', 'answer', 'follow', 'like', 'mention'];

/**
 * The key of unsubscribe tokens, derived from the asker secret (lib/asker-key.ts) under its own
 * label, so the two uses never share a key and no new secret has to be configured and shared.
 */
function unsubscribeKey(secret: Buffer): Buffer {
  return createHmac('sha256', secret).update('qurio notification mail unsubscribe v1').digest();
}

function signature(secret: Buffer, userId: number, mask: number, emailLower: string): string {
  return createHmac('sha256', unsubscribeKey(secret))
    .update(`${userId}.${mask}.${emailLower}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * `{user id}-{kinds}-{signature}` (no dot: the web server takes a path ending in `.xyz` for a
 * file): it stops the kinds the mail was about and nothing else. The
 * address is part of what is signed, so a link stops working once the address changes: a mail
 * read by the address's next owner cannot change the member's settings.
 */
export function unsubscribeToken(
  secret: Buffer,
  user: { id: number; email_lower: string },
  kinds: NotificationKind[],
): string {
  const mask = kinds.reduce((bits, kind) => bits | (1 << KINDS.indexOf(kind)), 0);
  return `${user.id}-${mask}-${signature(secret, user.id, mask, user.email_lower)}`;
}

/** Turns off what a token names; the settings keys it turned off. Using a link twice is fine. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<MailSettingKey[]> {
  const match = /^(\d+)-(\d{1,2})-([A-Za-z0-9_-]{32})$/.exec(token);
  // Bounded like every id of the contract: a larger one names no member, and PostgreSQL would
  // refuse the lookup (a 500) where SQLite finds nothing.
  const userId = parseId(match?.[1]);
  const mask = Number(match?.[2]);
  if (userId === null || !match?.[3] || mask <= 0 || mask >= 1 << KINDS.length) {
    throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  }
  const user = await findUnsubscriber(ctx.db.kysely, userId);
  const expected = user ? Buffer.from(signature(ctx.askerSecret, userId, mask, user.email_lower)) : null;
  const given = Buffer.from(match[3]);
  if (!expected || !timingSafeEqual(expected, given)) throw new AppError('UNSUBSCRIBE_LINK_INVALID');
  const columns = KINDS.filter((_, i) => mask & (1 << i)).map((kind) => MAIL_SETTING[kind]);
  await turnMailOff(ctx.db.kysely, userId, columns);
  return columns;
}
