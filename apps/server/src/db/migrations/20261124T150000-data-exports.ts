import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * "Download my data" (issue 16, features/export): one row per request, built in the background
 * into a ZIP under DATA_DIR/exports, at most one a day per member.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('data_exports')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('file', 'text')
    .addColumn('date_added', 'text', (c) => c.notNull())
    .addColumn('ready_at', 'text')
    .execute();
  // requestExport / exportStatus / export: a member's latest request.
  await db.schema.createIndex('data_exports_user_idx').on('data_exports').columns(['user_id', 'id']).execute();
  // Resuming at start: the queued ones.
  await db.schema.createIndex('data_exports_status_idx').on('data_exports').columns(['status', 'id']).execute();
}
