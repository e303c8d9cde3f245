import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Devices that signed in before (issue 29, finding 4): at every sign-in the server hands the
 * device a random 256-bit proof and keeps only its SHA-256 here. A later login that shows a proof
 * of the same account passes the account-wide slow-down (features/auth/devices.ts), and a sign-in
 * without one is a new device, which the member is told of by mail. No name and no address are
 * stored: the key is random, and the row says only when the device came and was last seen.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique()) // login: look a device proof up by its hash
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();
  // rememberDevice: the member's devices oldest seen first, to keep at most MAX_DEVICES; and the
  // cascade when a member is deleted (PostgreSQL would scan the table without it).
  await db.schema
    .createIndex('trusted_devices_user_idx')
    .on('trusted_devices')
    .columns(['user_id', 'last_seen_at'])
    .execute();
}
