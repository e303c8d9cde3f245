import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Every reveal of a sender is listed (issue 29): `modReveals` reads the audit log's
 * `reveal_sender` rows newest first, all of them for an admin, a moderator's own for a moderator.
 * Without these indexes both would walk the whole log, every other action included.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  // modReveals for an admin: one action, newest first, keyset on id.
  await db.schema.createIndex('mod_audit_action_idx').on('mod_audit').columns(['action', 'id']).execute();
  // modReveals for a moderator: their own reveals, newest first, keyset on id.
  await db.schema
    .createIndex('mod_audit_moderator_idx')
    .on('mod_audit')
    .columns(['moderator_id', 'action', 'id'])
    .execute();
}
