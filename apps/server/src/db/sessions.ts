import type { ExpressionBuilder, Kysely } from 'kysely';
import { prepare } from './prepared.js';
import { inTransaction } from './transaction.js';
import type { Database, UserRow } from './types.js';

/**
 * The SQL of sessions and of member activity (lib/sessions.ts and lib/activity.ts hold their
 * rules). Here because every request authenticates through it, below all features.
 */

export interface NewSession {
  user_id: number;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  signed_in_at: string;
  sign_in_id: number | null;
  client: string | null;
  /** When it passed the second factor (features/two-factor); absent: the password alone. */
  second_factor_at?: string | null;
}

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<number> {
  const row = await db.insertInto('sessions').values(session).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type SessionWithUser = UserRow & {
  session_id: number;
  session_created_at: string;
  session_last_used_at: string;
  session_expires_at: string;
  session_revoked_at: string | null;
  session_replaced_at: string | null;
  session_signed_in_at: string;
  session_sign_in_id: number | null;
  session_second_factor_at: string | null;
};

/**
 * The session with this token hash and its member, whatever their state (the caller judges it).
 * Every signed-in request runs it, so it is prepared once (db/prepared.ts).
 */
const sessionWithUser = prepare((db, p: { tokenHash: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.last_used_at as session_last_used_at',
      'sessions.expires_at as session_expires_at',
      'sessions.revoked_at as session_revoked_at',
      'sessions.replaced_at as session_replaced_at',
      'sessions.signed_in_at as session_signed_in_at',
      'sessions.sign_in_id as session_sign_in_id',
      'sessions.second_factor_at as session_second_factor_at',
    ])
    .where('sessions.token_hash', '=', p.tokenHash),
);

export function findSessionWithUser(db: Kysely<Database>, tokenHash: string): Promise<SessionWithUser | undefined> {
  return sessionWithUser.executeTakeFirst(db, { tokenHash });
}

/** Marks a session replaced by a newer one; false when another request did it first. */
export async function markSessionReplaced(db: Kysely<Database>, sessionId: number, at: string): Promise<boolean> {
  const marked = await db
    .updateTable('sessions')
    .set({ replaced_at: at })
    .where('id', '=', sessionId)
    .where('replaced_at', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) > 0;
}

/** A device's push token follows the session it belongs to when that session is rotated. */
export async function movePushTokens(db: Kysely<Database>, fromSessionId: number, toSessionId: number): Promise<void> {
  await db
    .updateTable('push_tokens')
    .set({ session_id: toSessionId })
    .where('session_id', '=', fromSessionId)
    .execute();
}

/**
 * The rows of one sign-in: its first row (`signInId`) and every row rotated from it. Rotation keeps
 * the old token working for a grace period, so ending a sign-in ends all of them.
 */
function ofSignIn(signInId: number) {
  return (eb: ExpressionBuilder<Database, 'sessions'>) =>
    eb.or([eb('sessions.id', '=', signInId), eb('sessions.sign_in_id', '=', signInId)]);
}

/**
 * Ends the sign-in of a member's session (every row of it not ended yet) and their device push
 * tokens, in one transaction; returns the rows it ended (none when the session is not the member's).
 */
export function revokeSignInRows(
  db: Kysely<Database>,
  userId: number,
  sessionId: number,
  at: string,
): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('sessions')
      .select(['id', 'sign_in_id'])
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return [];
    const ids = (
      await trx
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where(ofSignIn(row.sign_in_id ?? row.id))
        .where('revoked_at', 'is', null)
        .execute()
    ).map((r) => r.id);
    if (ids.length === 0) return [];
    await trx.updateTable('sessions').set({ revoked_at: at }).where('id', 'in', ids).execute();
    await trx.deleteFrom('push_tokens').where('session_id', 'in', ids).execute();
    return ids;
  });
}

/**
 * Ends every open session of a member but the sign-in `exceptSignInId` (all its rows), with their
 * push tokens, in one transaction; returns the rows of that sign-in, which stay.
 */
export function revokeUserSessionRows(
  db: Kysely<Database>,
  userId: number,
  at: string,
  exceptSignInId?: number,
): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    const kept =
      exceptSignInId === undefined
        ? []
        : (
            await trx
              .selectFrom('sessions')
              .select('id')
              .where('user_id', '=', userId)
              .where(ofSignIn(exceptSignInId))
              .execute()
          ).map((r) => r.id);
    let q = trx
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (kept.length > 0) q = q.where('id', 'not in', kept);
    await q.execute();
    let tokens = trx.deleteFrom('push_tokens').where('user_id', '=', userId);
    if (kept.length > 0) tokens = tokens.where('session_id', 'not in', kept);
    await tokens.execute();
    return kept;
  });
}

/**
 * Marks one session as having passed the second factor (two-factor sign-in turned on from it), or
 * every session of a member as not having it (turned off: there is no second factor any more).
 */
export async function setSessionSecondFactor(
  db: Kysely<Database>,
  target: { sessionId: number } | { userId: number },
  at: string | null,
): Promise<void> {
  const q = db.updateTable('sessions').set({ second_factor_at: at });
  await ('sessionId' in target
    ? q.where('id', '=', target.sessionId)
    : q.where('user_id', '=', target.userId)
  ).execute();
}

/** Keeps a single statement's id list well under every database's parameter limit. */
const CHUNK = 500;

export interface SessionState {
  id: number;
  expires_at: string;
  revoked_at: string | null;
  replaced_at: string | null;
  user_status: UserRow['status'];
}

/**
 * The state of these sessions and of their members, by primary key, in statements of at most
 * CHUNK ids (the live streams' periodic check). A session whose member was deleted is not there.
 */
export async function findSessionStates(db: Kysely<Database>, ids: number[]): Promise<SessionState[]> {
  const states: SessionState[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    states.push(
      ...(await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id',
          'sessions.expires_at',
          'sessions.revoked_at',
          'sessions.replaced_at',
          'users.status as user_status',
        ])
        .where('sessions.id', 'in', ids.slice(i, i + CHUNK))
        .execute()),
    );
  }
  return states;
}

export interface ActivityBatch {
  /** minute stamp → members active in it */
  members: Map<string, number[]>;
  /** session id → its new last use and expiry */
  sessions: Array<[number, { lastUsedAt: string; expiresAt: string }]>;
  /** access token id → its new last use (features/access-tokens); absent: none noted. */
  accessTokens?: Array<[number, string]>;
}

/**
 * Writes a batch of noted activity in one transaction (one commit). Neither moves backwards:
 * another process may have written a later minute or a later expiry already.
 */
export function writeActivity(db: Kysely<Database>, batch: ActivityBatch): Promise<void> {
  return inTransaction(db, async (trx) => {
    for (const [stamp, ids] of batch.members) {
      for (let i = 0; i < ids.length; i += CHUNK) {
        await trx
          .updateTable('users')
          .set({ last_active: stamp })
          .where('id', 'in', ids.slice(i, i + CHUNK))
          .where((eb) => eb.or([eb('last_active', 'is', null), eb('last_active', '<', stamp)]))
          .execute();
      }
    }
    for (const [id, touch] of batch.sessions) {
      await trx
        .updateTable('sessions')
        .set({ last_used_at: touch.lastUsedAt, expires_at: touch.expiresAt })
        .where('id', '=', id)
        .where('expires_at', '<', touch.expiresAt)
        .execute();
    }
    for (const [id, lastUsedAt] of batch.accessTokens ?? []) {
      await trx
        .updateTable('access_tokens')
        .set({ last_used_at: lastUsedAt })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', lastUsedAt)]))
        .execute();
    }
  });
}
