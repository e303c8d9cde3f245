import { LIMITS, TOKEN_SCOPES, type TokenScope } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import { newAccessTokenSecret } from '../../lib/access-tokens.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import type { Viewer } from '../../lib/sessions.js';
import { outboxMail } from '../mail/outbox.js';
import { insertOutboxMail } from '../mail/queries.js';
import { renderNoticeMail } from '../mail/templates.js';
import {
  type AccessTokenListRow,
  countLiveAccessTokens,
  insertAccessToken,
  listLiveAccessTokens,
  revokeLiveAccessToken,
} from './queries.js';

const DAY_MS = 24 * 60 * 60_000;

/** The member's live tokens, the newest first (at most LIMITS.accessTokensMax exist). */
export function listAccessTokens(ctx: AppContext, viewer: Viewer): Promise<AccessTokenListRow[]> {
  return listLiveAccessTokens(ctx.db.kysely, viewer.user.id, ctx.now().toISOString(), LIMITS.accessTokensMax);
}

/**
 * Makes a token and returns its secret, which is never shown again (only its hash is kept). The
 * live tokens are counted under the member's row lock (db/member-lock.ts), so parallel creations
 * queue and never pass LIMITS.accessTokensMax on PostgreSQL; the mail that it was made is queued
 * in the same transaction, so there is no token without its mail.
 */
export async function createAccessToken(
  ctx: AppContext,
  viewer: Viewer,
  input: { name: string; scopes: TokenScope[]; expires_in_days?: number | null },
): Promise<{ token: string; row: AccessTokenListRow }> {
  await consume(
    ctx.limiter,
    [[`access-tokens:create:${viewer.user.id}`, LIMITS_POLICY.accessTokenCreatesPerMember]],
    'TOO_MANY_ACTIONS',
  );
  const now = ctx.now();
  const nowIso = now.toISOString();
  const { token, hash } = newAccessTokenSecret();
  const row = await inTransaction(ctx.db.kysely, async (trx) => {
    await lockMember(trx, viewer.user.id);
    if ((await countLiveAccessTokens(trx, viewer.user.id, nowIso)) >= LIMITS.accessTokensMax) {
      throw new AppError('ACCESS_TOKENS_TOO_MANY');
    }
    const inserted = await insertAccessToken(trx, {
      user_id: viewer.user.id,
      name: input.name,
      token_hash: hash,
      // In the contract's order, so the list reads the same whatever order they were sent in.
      scopes: TOKEN_SCOPES.filter((scope) => input.scopes.includes(scope)).join(','),
      created_at: nowIso,
      expires_at: input.expires_in_days ? new Date(now.getTime() + input.expires_in_days * DAY_MS).toISOString() : null,
    });
    const user = viewer.user;
    const mail = renderNoticeMail('accessTokenCreated', user.lang, {
      name: user.fullname || user.username,
      username: user.username,
      link: `${ctx.config.publicUrl}/settings/access-tokens`,
      values: { token: input.name },
    });
    await insertOutboxMail(trx, outboxMail({ to: user.email, ...mail }, ctx.config.mailFrom, now));
    return inserted;
  });
  ctx.mailWorker.wake();
  return { token, row };
}

/**
 * Revokes one of the member's live tokens: it answers AUTH_INVALID from the next request on.
 * Any other id (unknown, revoked, expired, another member's) is the same not-found.
 */
export async function revokeAccessToken(ctx: AppContext, viewer: Viewer, id: number): Promise<void> {
  await consume(
    ctx.limiter,
    [[`access-tokens:revoke:${viewer.user.id}`, LIMITS_POLICY.sessionEndsPerMember]],
    'TOO_MANY_ACTIONS',
  );
  if (!(await revokeLiveAccessToken(ctx.db.kysely, viewer.user.id, id, ctx.now().toISOString()))) {
    throw new AppError('ACCESS_TOKEN_NOT_FOUND');
  }
}
