import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Moderation (issue 16):
 * - `users.role` (from the first migration: 'user', i.e. member, moderator or admin) is set with
 *   `npm run admin -- role <username> <role>`; `users.suspended_reason` / `suspended_until`: what a suspended member is told at login, and
 *   when the suspension ends by itself (null: until lifted).
 * - `asker_bans`: askers banned site-wide by a moderator, by the same key as blockAsker.
 * - `mod_audit`: every moderator action, append-only (no code updates or deletes a row), with who,
 *   when and why; revealing an anonymous sender is one of them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();

  await db.schema
    .createTable('asker_bans')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('asker_key', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // ask: is this asker banned?
  await db.schema.createIndex('asker_bans_key_idx').on('asker_bans').column('asker_key').unique().execute();

  await db.schema
    .createTable('mod_audit')
    .addColumn('id', d.idType, d.idColumn)
    // The moderator's id stays even if their account goes: the log is not rewritten.
    .addColumn('moderator_id', 'integer', (c) => c.notNull())
    .addColumn('moderator_username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // modAudit: newest first, keyset on id (the primary key).

  // modAction: closing every open report about one target.
  await db.schema
    .createIndex('reports_target_idx')
    .on('reports')
    .columns(['target_type', 'target_id', 'status'])
    .execute();
}
