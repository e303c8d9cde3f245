import type { Kysely, Selectable } from 'kysely';
import type { Database, ImportsTable } from '../../db/types.js';

export type ImportRow = Selectable<ImportsTable>;
/** An import as importStatus shows it: everything but the answers still to write. */
export type ImportStateRow = Omit<ImportRow, 'items'>;

const STATE_COLUMNS = [
  'id',
  'user_id',
  'status',
  'source',
  'total',
  'processed',
  'imported',
  'skipped',
  'date_added',
  'finished_at',
] as const;

/** The member's latest import (imports_user_idx). */
export function findLatestImport(db: Kysely<Database>, userId: number): Promise<ImportStateRow | undefined> {
  return db
    .selectFrom('imports')
    .select(STATE_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findImport(db: Kysely<Database>, id: number): Promise<ImportRow | undefined> {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The member's unfinished import, if any (imports_running_idx). */
export function findUnfinishedImport(db: Kysely<Database>, userId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('imports')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
}

export async function insertImport(
  db: Kysely<Database>,
  values: { user_id: number; source: ImportRow['source']; items: string; total: number; date_added: string },
): Promise<number> {
  const row = await db.insertInto('imports').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A batch's progress, in the batch's transaction. */
export async function recordImportProgress(
  db: Kysely<Database>,
  id: number,
  values: { processed: number; imported: number; skipped: string },
): Promise<void> {
  await db
    .updateTable('imports')
    .set({ ...values, status: 'running' })
    .where('id', '=', id)
    .execute();
}

/** Done or failed: the answers it carried are dropped. */
export async function finishImport(
  db: Kysely<Database>,
  id: number,
  status: 'done' | 'failed',
  finishedAt: string,
): Promise<void> {
  await db.updateTable('imports').set({ status, items: null, finished_at: finishedAt }).where('id', '=', id).execute();
}

/** Imports a crash or a stop left unfinished, oldest first (imports_unfinished_idx). */
export async function listUnfinishedImports(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('imports')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export interface ImportedAnswer {
  user_id: number;
  sender_id: number | null;
  anonymous: 0 | 1;
  question: string;
  answer: string;
  content_warning: string | null;
  date_added: string;
  date_answered: string;
  rank_at: string;
  import_key: string;
  /** The answer's language, detected as a written answer's is (lib/answer-language.ts). */
  lang: string | null;
}

/**
 * One batch of imported answers; those the member already has (the same import_key, by
 * questions_import_key_idx) are left as they are. Returns the rows written.
 */
export async function insertImportedAnswers(
  db: Kysely<Database>,
  answers: ImportedAnswer[],
): Promise<
  Array<{
    id: number;
    question: string;
    answer: string | null;
    date_answered: string | null;
    content_warning: string | null;
    lang: string | null;
  }>
> {
  if (answers.length === 0) return [];
  return db
    .insertInto('questions')
    .values(answers.map((a) => ({ ...a, status: 'answered' as const, imported: 1 as const })))
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'question', 'answer', 'date_answered', 'content_warning', 'lang'])
    .execute();
}
