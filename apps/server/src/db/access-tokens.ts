import type { Kysely } from 'kysely';
import { prepare } from './prepared.js';
import type { Database, UserRow } from './types.js';

/**
 * The SQL every request with a personal access token runs (lib/access-tokens.ts holds the rules),
 * and the revocation of all of a member's tokens that password changes, freezing and suspension
 * share with the sessions' (lib/sessions.ts revokeUserSessions). Here, below all features, as
 * db/sessions.ts is; the token list and its writes are features/access-tokens/queries.ts.
 */

export type AccessTokenWithUser = UserRow & {
  token_id: number;
  token_scopes: string;
  token_created_at: string;
  token_last_used_at: string | null;
  token_expires_at: string | null;
  token_revoked_at: string | null;
};

/** The token with this hash and its member, whatever their state (the caller judges it); prepared once. */
const accessTokenWithUser = prepare((db, p: { tokenHash: string }) =>
  db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .selectAll('users')
    .select([
      'access_tokens.id as token_id',
      'access_tokens.scopes as token_scopes',
      'access_tokens.created_at as token_created_at',
      'access_tokens.last_used_at as token_last_used_at',
      'access_tokens.expires_at as token_expires_at',
      'access_tokens.revoked_at as token_revoked_at',
    ])
    .where('access_tokens.token_hash', '=', p.tokenHash),
);

export function findAccessTokenWithUser(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<AccessTokenWithUser | undefined> {
  return accessTokenWithUser.executeTakeFirst(db, { tokenHash });
}

/** Ends every live token of a member (password change, reset, freeze, suspension). */
export async function revokeUserAccessTokens(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
