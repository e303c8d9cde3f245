import { ACCESS_TOKEN_HEADER, type AppClient, type TokenScope } from '@qurio/contract';
import type { AppContext } from '../context.js';
import { revokeUserAccessTokens } from '../db/access-tokens.js';
import type { SessionState } from '../db/sessions.js';
import {
  findSessionStates,
  findSessionWithUser,
  insertSession,
  markSessionReplaced,
  movePushTokens,
  revokeSignInRows,
  revokeUserSessionRows,
} from '../db/sessions.js';
import { inTransaction } from '../db/transaction.js';
import type { UserRow } from '../db/types.js';
import { randomToken, sha256 } from './crypto.js';
import { AppError } from './errors.js';

export interface Viewer {
  user: UserRow;
  sessionId: number;
  sessionCreatedAt: string;
  /** The first row of this session's sign-in (its own id before any rotation) and when it was made. */
  signInId: number;
  signedInAt: string;
  /** When this session passed the second factor (features/two-factor); null: the password alone. */
  secondFactorAt: string | null;
  /**
   * Set when the request came with a personal access token (lib/access-tokens.ts), not a session:
   * only calls whose scope it holds run, so the session fields above (0 then) are never read.
   */
  accessToken?: { id: number; scopes: readonly TokenScope[] };
}

/** What a request tells about where it comes from; stored with the session it signs in. */
export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  /** The phone app's `X-Qurio-Client` (`app/ios`, `app/android`). */
  client?: AppClient;
}

/** A session's (and an access token's) last use and expiry are written at most this often. */
export const TOUCH_EVERY_MS = 60 * 60_000;
/** The user agent is kept to this many characters (real ones are 100 to 250). */
const USER_AGENT_MAX = 300;

/** The error for a missing, unknown, expired or revoked token: the client logs out at once. */
export function sessionGone(): AppError {
  return new AppError('AUTH_INVALID', { headers: { [ACCESS_TOKEN_HEADER]: 'false' } });
}

export function readBearer(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Issues a new 256-bit token; only its hash is stored. `rotatedFrom`: the sign-in this row continues
 * (rotation), whose first row and time it keeps; `secondFactorAt`: when it passed two-factor sign-in.
 */
export async function createSession(
  ctx: AppContext,
  userId: number,
  meta: RequestMeta,
  options: { rotatedFrom?: Pick<Viewer, 'signInId' | 'signedInAt'>; secondFactorAt?: string | null } = {},
): Promise<{ token: string; sessionId: number }> {
  const token = randomToken();
  const now = ctx.now();
  const sessionId = await insertSession(ctx.db.kysely, {
    user_id: userId,
    token_hash: sha256(token),
    created_at: now.toISOString(),
    last_used_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ctx.tokens.idleTtlMs).toISOString(),
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    signed_in_at: options.rotatedFrom?.signedInAt ?? now.toISOString(),
    sign_in_id: options.rotatedFrom?.signInId ?? null,
    client: meta.client ?? null,
    second_factor_at: options.secondFactorAt ?? null,
  });
  return { token, sessionId };
}

/**
 * Resolves a bearer token to its user, or throws `sessionGone()`. `activity`: the request is a
 * read, which counts as the member being active (lib/activity.ts: writes never do, so asking
 * cannot be placed in time by it).
 */
export async function authenticate(ctx: AppContext, token: string, options: { activity: boolean }): Promise<Viewer> {
  const viewer = await lookUpViewer(ctx, sha256(token));
  if (options.activity) ctx.activity.noteMember(viewer.user, ctx.now());
  return viewer;
}

/**
 * The session behind a token hash, checked (revoked, rotated out, expired, account not active).
 * Its expiry slides at most hourly, written in the next activity batch, not on this request's path.
 */
async function lookUpViewer(ctx: AppContext, hash: string): Promise<Viewer> {
  const now = ctx.now();
  const row = await findSessionWithUser(ctx.db.kysely, hash);
  if (!row) throw sessionGone();
  const {
    session_id,
    session_created_at,
    session_last_used_at,
    session_expires_at,
    session_revoked_at,
    session_replaced_at,
    session_signed_in_at,
    session_sign_in_id,
    session_second_factor_at,
    ...user
  } = row;
  const nowIso = now.toISOString();
  const usable = sessionUsable(ctx, now, {
    expires_at: session_expires_at,
    revoked_at: session_revoked_at,
    replaced_at: session_replaced_at,
    user_status: user.status,
  });
  if (!usable) throw sessionGone();
  if (now.getTime() - Date.parse(session_last_used_at) > TOUCH_EVERY_MS) {
    ctx.activity.noteSession(session_id, {
      lastUsedAt: nowIso,
      expiresAt: new Date(now.getTime() + ctx.tokens.idleTtlMs).toISOString(),
    });
  }
  return {
    user,
    sessionId: session_id,
    sessionCreatedAt: session_created_at,
    signInId: session_sign_in_id ?? session_id,
    signedInAt: session_signed_in_at,
    secondFactorAt: session_second_factor_at,
  };
}

/** Whether a session still signs its member in: not revoked, rotated out, expired, nor its member inactive. */
function sessionUsable(
  ctx: AppContext,
  now: Date,
  s: Pick<SessionState, 'expires_at' | 'revoked_at' | 'replaced_at' | 'user_status'>,
): boolean {
  const rotatedOut = s.replaced_at !== null && now.getTime() - Date.parse(s.replaced_at) > ctx.tokens.rotationGraceMs;
  return s.revoked_at === null && !rotatedOut && s.expires_at > now.toISOString() && s.user_status === 'active';
}

/**
 * Which of these sessions no longer sign their member in, by the rules of every request (a live
 * stream stays open past the request that checked its token, so it asks again now and then).
 * A session that is gone (its member deleted) is among them.
 */
export async function endedSessions(ctx: AppContext, sessionIds: number[]): Promise<Set<number>> {
  const now = ctx.now();
  const usable = new Set(
    (await findSessionStates(ctx.db.kysely, sessionIds)).filter((s) => sessionUsable(ctx, now, s)).map((s) => s.id),
  );
  return new Set(sessionIds.filter((id) => !usable.has(id)));
}

/**
 * Replaces an old enough token with a fresh one. The old token is marked replaced, not revoked,
 * so requests already in flight from other tabs still succeed for a short grace period.
 */
export async function rotateSessionIfDue(ctx: AppContext, viewer: Viewer, meta: RequestMeta): Promise<string | null> {
  const age = ctx.now().getTime() - Date.parse(viewer.sessionCreatedAt);
  if (age < ctx.tokens.rotateAfterMs) return null;
  return inTransaction(ctx.db.kysely, async (trx) => {
    // Another request rotated it already: keep using the current token until the grace ends.
    if (!(await markSessionReplaced(trx, viewer.sessionId, ctx.now().toISOString()))) return null;
    // The new token continues the sign-in, with whatever the old one had passed (the second factor).
    const { token, sessionId } = await createSession({ ...ctx, db: { ...ctx.db, kysely: trx } }, viewer.user.id, meta, {
      rotatedFrom: viewer,
      secondFactorAt: viewer.secondFactorAt,
    });
    // The device's push token follows the session it belongs to.
    await movePushTokens(trx, viewer.sessionId, sessionId);
    return token;
  });
}

/**
 * Ends a session's sign-in: the session and the rows it was rotated from, whose tokens still work
 * for the grace period. Their device push tokens (features/push) end with them, in the same
 * transaction: a phone that logged out, or whose session was taken away, gets no more pushes.
 * Returns whether there was anything of the member's to end.
 */
export async function revokeSession(ctx: AppContext, userId: number, sessionId: number): Promise<boolean> {
  const ended = await revokeSignInRows(ctx.db.kysely, userId, sessionId, ctx.now().toISOString());
  // Their live streams (features/live) end at once, in every process.
  if (ended.length > 0) ctx.live.sessionsEnded(userId, { sessions: ended });
  return ended.length > 0;
}

/**
 * Ends every session of a user, optionally keeping the sign-in of one (password change and "sign
 * out everywhere else" keep the current), with their push tokens (password change, freeze,
 * suspension, password reset all end here), and every personal access token of theirs
 * (features/access-tokens) unless `keepAccessTokens`: only "sign out everywhere else" keeps them,
 * as tokens are not sign-ins and have their own list.
 */
export async function revokeUserSessions(
  ctx: AppContext,
  userId: number,
  except?: Viewer,
  options: { keepAccessTokens?: boolean } = {},
): Promise<void> {
  const now = ctx.now().toISOString();
  const kept = await revokeUserSessionRows(ctx.db.kysely, userId, now, except?.signInId);
  if (!options.keepAccessTokens) await revokeUserAccessTokens(ctx.db.kysely, userId, now);
  ctx.live.sessionsEnded(userId, { except: kept });
}
