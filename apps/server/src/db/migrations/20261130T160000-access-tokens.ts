import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Personal access tokens (issue 35, features/access-tokens). Like a session, only the SHA-256 of
 * the secret is kept; unlike one, a token has a name, scopes (comma-separated words of
 * TOKEN_SCOPES) and an optional expiry, and never rotates. `revoked_at` is set when the member
 * revokes it or changes the password, freezes the account or is suspended; deleting the member
 * deletes the rows.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('access_tokens')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  // Every request with a `qpat_` token: the row by the hash of its secret (where token_hash = ?).
  await db.schema.createIndex('access_tokens_hash_idx').on('access_tokens').column('token_hash').unique().execute();
  // accessTokens and the per-member cap: one member's tokens, newest first (where user_id = ?
  // order by id desc); also the cascade of a deleted member and the revocation of all of them.
  await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').columns(['user_id', 'id']).execute();
}
