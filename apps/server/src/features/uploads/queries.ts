import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

export type ImageColumn = 'image' | 'cover';

/**
 * Sets the member's image and returns the one it replaced, so exactly one request deletes each
 * old file even when two uploads race (compare-and-set on the old value).
 */
export async function swapUserImage(
  db: Kysely<Database>,
  userId: number,
  column: ImageColumn,
  value: string,
): Promise<string | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await db.selectFrom('users').select(['image', 'cover']).where('id', '=', userId).executeTakeFirst();
    if (!row) throw new Error(`user ${userId} vanished during an upload`);
    const old = row[column];
    const result = await db
      .updateTable('users')
      .set(column === 'image' ? { image: value } : { cover: value })
      .where('id', '=', userId)
      .where(column, old === null ? 'is' : '=', old)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return old;
  }
  throw new Error('image update lost the race five times');
}
