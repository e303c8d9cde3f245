import type { Kysely, Selectable } from 'kysely';
import type { Database, OutboxColumns } from './types.js';

/** Every status an outbox row may end in; each table has some of them. */
type FinalStatus = 'sent' | 'failed' | 'dropped';
/** What the queries below may read and write of any outbox. */
type SharedColumns = OutboxColumns<FinalStatus>;

/**
 * Every table of `Database` shaped like an outbox (mail_outbox, push_outbox): derived rather than
 * listed, so a table that loses one of the shared columns no longer compiles as an outbox.
 */
export type OutboxTable = {
  [T in keyof Database]: Database[T] extends OutboxColumns<string> ? T : never;
}[keyof Database];

/**
 * The database seen through the shared columns only. Kysely cannot type a query over a table name
 * that is a type parameter, but it can over a union of tables with identical columns.
 */
const outboxes = (db: Kysely<Database>) => db as unknown as Kysely<Record<OutboxTable, SharedColumns>>;

/**
 * Queued rows due by `now` that no live claim holds, oldest first: `<table>_due_idx` (status,
 * next_attempt_at, id), whose migration names this query after its first callers, findDueMails and
 * findDuePushes.
 */
export async function findDueOutboxIds(
  db: Kysely<Database>,
  table: OutboxTable,
  now: string,
  limit: number,
): Promise<number[]> {
  const rows = await outboxes(db)
    .selectFrom(table)
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes a due row for `worker` until `until`, counting the try. One conditional UPDATE, so of two
 * workers (or processes) racing for a row exactly one gets it back: SQLite runs writes one at a
 * time, and PostgreSQL re-checks the WHERE on the row the winner committed. Undefined when lost.
 */
export async function claimOutboxRow<T extends OutboxTable>(
  db: Kysely<Database>,
  table: T,
  id: number,
  worker: string,
  now: string,
  until: string,
): Promise<Selectable<Database[T]> | undefined> {
  const row = await outboxes(db)
    .updateTable(table as OutboxTable)
    .set((eb) => ({ claimed_by: worker, claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
  // returningAll() returns every column of the real table, not only the shared ones typed above.
  return row as Selectable<Database[T]> | undefined;
}

/**
 * Extends the leases `worker` holds on rows it is still delivering (lib/outbox-worker.ts renews
 * them every claimMs / 3) and returns the ids it still holds: a row it no longer holds was taken
 * over after its lease lapsed, or finished. By primary key, at most one batch of ids.
 */
export async function renewOutboxClaims(
  db: Kysely<Database>,
  table: OutboxTable,
  ids: number[],
  worker: string,
  until: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await outboxes(db)
    .updateTable(table)
    .set({ claimed_until: until })
    .where('id', 'in', ids)
    .where('status', '=', 'queued')
    .where('claimed_by', '=', worker)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A failed try: free the row for the try at `at`, unless another worker took it over meanwhile. */
export async function scheduleOutboxRetry(
  db: Kysely<Database>,
  table: OutboxTable,
  id: number,
  worker: string,
  at: string,
  error: string,
): Promise<void> {
  await outboxes(db)
    .updateTable(table)
    .set({ next_attempt_at: at, claimed_by: null, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('claimed_by', '=', worker)
    .execute();
}

/** Rows deleted per statement: a long backlog never holds SQLite's one write lock for long. */
const PRUNE_BATCH = 500;

/**
 * Deletes the rows of `status` whose last try was due before `before` (so they were queued before
 * it too) and, if sent, were sent before it; returns how many. The due time is what
 * `<table>_due_idx` serves; failed and dropped rows carry no end time, and end within a claim of
 * their last due time unless no worker ran then. `sent_at` keeps a row that waited out an outage
 * and was sent just now from going at once.
 */
export async function pruneOutbox(
  db: Kysely<Database>,
  table: OutboxTable,
  status: FinalStatus,
  before: string,
): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await outboxes(db)
      .deleteFrom(table)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom(table)
          .select('id')
          .where('status', '=', status)
          .where('next_attempt_at', '<', before)
          .where((eb) => eb.or([eb('sent_at', 'is', null), eb('sent_at', '<', before)]))
          .limit(PRUNE_BATCH),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}
