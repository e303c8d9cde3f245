import { ACCESS_TOKEN_PREFIX, type CallDef, TOKEN_SCOPES, type TokenScope } from '@qurio/contract';
import type { AppContext } from '../context.js';
import { findAccessTokenWithUser } from '../db/access-tokens.js';
import { randomToken, sha256 } from './crypto.js';
import { AppError } from './errors.js';
import { sessionGone, TOUCH_EVERY_MS, type Viewer } from './sessions.js';

/**
 * Personal access tokens on every request (the list, creation and revocation are
 * features/access-tokens). A token is `qpat_` + 256 random bits (base64url) and is found by the
 * SHA-256 of the whole string through a unique index, so no secret is ever compared byte by byte
 * (nothing to time) and the stored hash is useless to whoever reads the table. The prefix tells a
 * token from a session's token before any lookup; a token never rotates (refresh has no scope).
 */

/** Whether a bearer token is a personal access token rather than a session's. */
export function isAccessToken(token: string): boolean {
  return token.startsWith(ACCESS_TOKEN_PREFIX);
}

/** A new secret and the hash that is all the server keeps of it. */
export function newAccessTokenSecret(): { token: string; hash: string } {
  const token = `${ACCESS_TOKEN_PREFIX}${randomToken()}`;
  return { token, hash: sha256(token) };
}

/** The scopes column as a list of known scopes (an unknown word, which nothing writes, grants nothing). */
export function parseScopes(column: string): TokenScope[] {
  return TOKEN_SCOPES.filter((scope) => column.split(',').includes(scope));
}

/**
 * Resolves a `qpat_` token to its member, or throws AUTH_INVALID: unknown, revoked, expired, or
 * its member not active (frozen, suspended). Its last use is noted at most hourly and written in
 * the activity batch (lib/activity.ts), never on the request's path.
 */
export async function authenticateAccessToken(
  ctx: AppContext,
  token: string,
  options: { activity: boolean },
): Promise<Viewer> {
  const row = await findAccessTokenWithUser(ctx.db.kysely, sha256(token));
  if (!row) throw sessionGone();
  const { token_id, token_scopes, token_created_at, token_last_used_at, token_expires_at, token_revoked_at, ...user } =
    row;
  const now = ctx.now();
  const nowIso = now.toISOString();
  const expired = token_expires_at !== null && token_expires_at <= nowIso;
  if (token_revoked_at !== null || expired || user.status !== 'active') throw sessionGone();
  if (token_last_used_at === null || now.getTime() - Date.parse(token_last_used_at) > TOUCH_EVERY_MS) {
    ctx.activity.noteAccessToken(token_id, nowIso);
  }
  if (options.activity) ctx.activity.noteMember(user, now);
  return {
    user,
    sessionId: 0,
    sessionCreatedAt: token_created_at,
    signInId: 0,
    signedInAt: token_created_at,
    secondFactorAt: null,
    accessToken: { id: token_id, scopes: parseScopes(token_scopes) },
  };
}

/**
 * Refuses a token a call its scopes do not allow; `scope` undefined: no token may make it (the
 * raw routes, the live stream and the export download, pass none). Sessions pass always.
 */
export function assertScope(viewer: Viewer, scope: CallDef['scope']): void {
  if (!viewer.accessToken) return;
  if (scope === undefined || !viewer.accessToken.scopes.includes(scope)) {
    throw new AppError('ACCESS_TOKEN_SCOPE_MISSING');
  }
}
