import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/types.js';

export interface SessionListRow {
  id: number;
  sign_in_id: number | null;
  signed_in_at: string;
  last_used_at: string;
  user_agent: string | null;
  client: string | null;
}

/**
 * A member's sessions that still sign in: not ended, not rotated out (the newer row stands for the
 * sign-in) and not expired; `sessions_live_idx` holds exactly the first two conditions.
 */
function liveSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
): SelectQueryBuilder<Database, 'sessions', SessionListRow> {
  return db
    .selectFrom('sessions')
    .select(['id', 'sign_in_id', 'signed_in_at', 'last_used_at', 'user_agent', 'client'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('expires_at', '>', now);
}

/** The newest `limit` live sessions of a member, the newest first (sessions_live_idx). */
export function listLiveSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
  limit: number,
): Promise<SessionListRow[]> {
  return liveSessions(db, userId, now).orderBy('id', 'desc').limit(limit).execute();
}

/** One live session of a member by id, or nothing (another member's, ended, rotated out, expired). */
export function findLiveSession(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: string,
): Promise<SessionListRow | undefined> {
  return liveSessions(db, userId, now).where('id', '=', id).executeTakeFirst();
}

/** The live row of one sign-in (its first row or one rotated from it). */
export function findLiveSessionOfSignIn(
  db: Kysely<Database>,
  userId: number,
  signInId: number,
  now: string,
): Promise<SessionListRow | undefined> {
  return liveSessions(db, userId, now)
    .where((eb) => eb.or([eb('id', '=', signInId), eb('sign_in_id', '=', signInId)]))
    .executeTakeFirst();
}
