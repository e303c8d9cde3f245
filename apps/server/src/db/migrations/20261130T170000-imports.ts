import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Import (issue 35, features/import).
 * - imports: one row per archive a member uploads, the job's state. The archive is read and checked
 *   whole at upload; `items` holds its answers (JSON) until the job has written them, in batches
 *   that move `processed` in the same transaction, so a restart goes on where it stopped.
 * - questions.imported: the answer came from an archive (shown as such); questions.import_key:
 *   its stable key in the archive's source, so importing the same answer twice writes it once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('items', 'text')
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('date_added', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  // importStatus / startImport: a member's latest import.
  await db.schema.createIndex('imports_user_idx').on('imports').columns(['user_id', 'id']).execute();
  // startImport: one unfinished import per member, held by the database against parallel uploads.
  await db.schema
    .createIndex('imports_running_idx')
    .on('imports')
    .column('user_id')
    .unique()
    .where(sql<boolean>`status in ('queued', 'running')`)
    .execute();
  // Resuming at start: the unfinished ones (a partial index: finished imports are most rows).
  await db.schema
    .createIndex('imports_unfinished_idx')
    .on('imports')
    .column('id')
    .where(sql<boolean>`status in ('queued', 'running')`)
    .execute();

  await db.schema
    .alterTable('questions')
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('questions').addColumn('import_key', 'text').execute();
  // The import job's insert: ON CONFLICT DO NOTHING on a member's answer already imported.
  await db.schema
    .createIndex('questions_import_key_idx')
    .on('questions')
    .columns(['user_id', 'import_key'])
    .unique()
    .where(sql.ref('import_key'), 'is not', null)
    .execute();
}
