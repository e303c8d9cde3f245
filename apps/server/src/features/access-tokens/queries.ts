import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** A token as its list shows it: never the hash. */
export interface AccessTokenListRow {
  id: number;
  name: string;
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
}

const LIST_COLUMNS = ['id', 'name', 'scopes', 'created_at', 'last_used_at', 'expires_at'] as const;

/** Live: not revoked and not expired. */
function liveTokens(db: Kysely<Database>, userId: number, now: string) {
  return db
    .selectFrom('access_tokens')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
}

/** A member's live tokens, the newest first (access_tokens_user_idx). */
export function listLiveAccessTokens(
  db: Kysely<Database>,
  userId: number,
  now: string,
  limit: number,
): Promise<AccessTokenListRow[]> {
  return liveTokens(db, userId, now).select(LIST_COLUMNS).orderBy('id', 'desc').limit(limit).execute();
}

/** How many live tokens a member holds (read under the member's lock before a new one). */
export async function countLiveAccessTokens(db: Kysely<Database>, userId: number, now: string): Promise<number> {
  const row = await liveTokens(db, userId, now)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewAccessToken {
  user_id: number;
  name: string;
  token_hash: string;
  scopes: string;
  created_at: string;
  expires_at: string | null;
}

export async function insertAccessToken(db: Kysely<Database>, token: NewAccessToken): Promise<AccessTokenListRow> {
  return db.insertInto('access_tokens').values(token).returning(LIST_COLUMNS).executeTakeFirstOrThrow();
}

/** Revokes one live token of the member; false when there is none of theirs with that id. */
export async function revokeLiveAccessToken(
  db: Kysely<Database>,
  userId: number,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
