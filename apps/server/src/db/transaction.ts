import type { Kysely, Transaction } from 'kysely';
import type { Database } from './types.js';

/**
 * The one way a transaction is opened, by services and by the few query functions that are a unit
 * of their own. Query functions take a `Kysely<Database>`; a `Transaction<Database>` is one, so the
 * same query runs alone or inside the transaction of the write it belongs to, and services never
 * build a query to get there.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
