import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Deleting an account (issue 16) erases the member's row and everything that cascades from it,
 * username_changes included; the name they had stays reserved for 30 days here, as a changed
 * name does, so nobody can take it over and be mistaken for them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('released_usernames')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('username_lower', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // checkUsername / register / updateUsername: is this name still reserved?
  await db.schema
    .createIndex('released_usernames_name_idx')
    .on('released_usernames')
    .columns(['username_lower', 'date_added'])
    .execute();
}
