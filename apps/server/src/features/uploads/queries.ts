import type { Kysely } from 'kysely';
import { lockMember } from '../../db/member-lock.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database } from '../../db/types.js';

export type ImageColumn = 'image' | 'cover';

/**
 * Sets the member's image and returns the one it replaced, so exactly one request deletes each
 * old file however many uploads race. The row's write lock is taken first (db/member-lock.ts), so
 * racing uploads queue on PostgreSQL (SQLite runs one write transaction at a time anyway); a
 * compare-and-set retry loop gave up under 30 parallel uploads and answered 500.
 */
export function swapUserImage(
  db: Kysely<Database>,
  userId: number,
  column: ImageColumn,
  value: string,
): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    if (!(await lockMember(trx, userId))) throw new Error(`user ${userId} vanished during an upload`);
    const row = await trx
      .selectFrom('users')
      .select(['image', 'cover'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set(column === 'image' ? { image: value } : { cover: value })
      .where('id', '=', userId)
      .execute();
    return row[column];
  });
}
