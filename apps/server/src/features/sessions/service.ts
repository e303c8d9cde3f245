import { LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { revokeSession, revokeUserSessions, type Viewer } from '../../lib/sessions.js';
import { findLiveSession, findLiveSessionOfSignIn, listLiveSessions, type SessionListRow } from './queries.js';

/** The sign-in a row belongs to: its first row's id. */
export function signInOf(row: Pick<SessionListRow, 'id' | 'sign_in_id'>): number {
  return row.sign_in_id ?? row.id;
}

/**
 * Where the member is signed in: the current session first, then the others, newest sign-in
 * first, LIMITS.sessionsListed in all. The current one is looked up apart when 50 newer sign-ins
 * push it out of the page (one more query, only then).
 */
export async function listSessions(ctx: AppContext, viewer: Viewer): Promise<SessionListRow[]> {
  const now = ctx.now().toISOString();
  const rows = await listLiveSessions(ctx.db.kysely, viewer.user.id, now, LIMITS.sessionsListed);
  const current =
    rows.find((row) => signInOf(row) === viewer.signInId) ??
    (await findLiveSessionOfSignIn(ctx.db.kysely, viewer.user.id, viewer.signInId, now));
  const others = rows.filter((row) => row !== current);
  return current ? [current, ...others.slice(0, LIMITS.sessionsListed - 1)] : others;
}

/** Counted before the work, per member, as every write limit is (lib/rate-limit.ts). */
async function countSessionEnd(ctx: AppContext, viewer: Viewer): Promise<void> {
  await consume(
    ctx.limiter,
    [[`sessions:end:${viewer.user.id}`, LIMITS_POLICY.sessionEndsPerMember]],
    'TOO_MANY_ACTIONS',
  );
}

/**
 * Ends one of the member's live sessions (with the rows its sign-in was rotated from, lib/sessions.ts).
 * Whatever the id is (unknown, ended, expired, another member's) the answer is the same not-found:
 * no one learns which ids are others' sessions. Returns whether it was the current one.
 */
export async function endSession(ctx: AppContext, viewer: Viewer, id: number): Promise<{ current: boolean }> {
  await countSessionEnd(ctx, viewer);
  const row = await findLiveSession(ctx.db.kysely, viewer.user.id, id, ctx.now().toISOString());
  if (!row || !(await revokeSession(ctx, viewer.user.id, row.id))) throw new AppError('SESSION_NOT_FOUND');
  return { current: signInOf(row) === viewer.signInId };
}

/** Ends every session of the member but the current sign-in (their access tokens are not sessions: they stay). */
export async function endOtherSessions(ctx: AppContext, viewer: Viewer): Promise<void> {
  await countSessionEnd(ctx, viewer);
  await revokeUserSessions(ctx, viewer.user.id, viewer, { keepAccessTokens: true });
}
