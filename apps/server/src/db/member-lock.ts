import type { Transaction } from 'kysely';
import type { Database } from './types.js';

/**
 * Takes the member's row lock until the transaction ends, before a rule that counts the member's
 * rows and then writes one (muted words, an export a day, code mails, username changes, picture
 * swaps). On PostgreSQL, READ COMMITTED lets racing transactions all count the same rows: 130
 * parallel muteWord stored 103 of a cap of 100, 20 parallel requestExport queued 19 of one a day.
 * Queued on this lock, each counts after the one before has committed. SQLite runs one write
 * transaction at a time anyway (one connection), so there it only waits its turn.
 *
 * A no-op update rather than `SELECT … FOR UPDATE`: the same SQL on both databases (SQLite has no
 * FOR UPDATE), and a column no foreign key refers to, so the lock is PostgreSQL's FOR NO KEY
 * UPDATE and rows that reference the member can still be inserted meanwhile. Chosen over a unique
 * index or a counter column because one lock serves every such cap, with no new column to keep
 * in step. False when the member is gone.
 */
export async function lockMember(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const locked = await trx
    .updateTable('users')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(locked.numUpdatedRows) > 0;
}
