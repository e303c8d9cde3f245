import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Two-factor sign-in (issue 29, features/two-factor):
 * - `two_factor`: one row per member who set it up; `secret` is the TOTP secret sealed with
 *   AES-256-GCM under a key derived from the server secret (never returned once enabled);
 *   `enabled_at` null while the set-up waits for its first code; `last_step` the newest 30-second
 *   step a code was accepted for, so no code counts twice.
 * - `two_factor_recovery_codes`: the SHA-256 of each single-use recovery code; `used_at` once used.
 * - `two_factor_challenges`: the login's second step (SHA-256 of a 256-bit token, 5 minutes, once).
 * - `sessions.second_factor_at`: when the session passed the second factor (null: password only);
 *   the moderation calls take only sessions that have it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('second_factor_at', 'text').execute();

  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // Every read is by member: the primary key.

  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  // A recovery code at login or to turn it off (by member and hash); the codes left (by member).
  await db.schema
    .createIndex('two_factor_recovery_codes_user_idx')
    .on('two_factor_recovery_codes')
    .columns(['user_id', 'code_hash'])
    .unique()
    .execute();

  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  // The second `token` call: its challenge by hash.
  await db.schema
    .createIndex('two_factor_challenges_token_idx')
    .on('two_factor_challenges')
    .column('token_hash')
    .unique()
    .execute();
  // A new challenge prunes the member's old ones (by member and expiry).
  await db.schema
    .createIndex('two_factor_challenges_user_idx')
    .on('two_factor_challenges')
    .columns(['user_id', 'expires_at'])
    .execute();
}
