import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Export files outlive nothing (issue 29): the sweep (features/export/files.ts) finds the exports
 * that still have a file on disk, to delete those past their week and to tell which files in the
 * exports folder no row names. Only the newest export of a member keeps a file, so the index
 * holds at most one row per member while the table keeps every request.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  // sweepExportFiles: listExportsWithFiles (the ready exports with a file, by ready_at).
  await db.schema
    .createIndex('data_exports_file_idx')
    .on('data_exports')
    .column('ready_at')
    .where(sql.ref('file'), 'is not', null)
    .execute();
}
