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

/**
 * Which of these image URLs some member's picture or cover still names (the orphan sweep,
 * features/uploads/sweep.ts). No index serves it: an hourly pass reads the users table once per
 * batch of 500 files, which costs less than an index on two wide columns every write would keep.
 */
export async function findNamedImages(db: Kysely<Database>, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select(['image', 'cover'])
    .where((eb) => eb.or([eb('image', 'in', urls), eb('cover', 'in', urls)]))
    .execute();
  return new Set(rows.flatMap((row) => [row.image, row.cover]).filter((url): url is string => url !== null));
}

/**
 * Which of these keys some member's picture or cover names under any base URL (`…/<key>`): the
 * sweep's second look at what findNamedImages did not find, so a file whose row holds an earlier
 * CDN address (S3_PUBLIC_URL changed) is never taken for an orphan. A scan with a LIKE per key, so
 * only for the few files the first look left (an orphan is rare); `_` in a key matches any
 * character, which can only keep a file, never lose one.
 */
export async function findImagesEndingWith(db: Kysely<Database>, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('users')
    .select(['image', 'cover'])
    .where((eb) => eb.or(keys.flatMap((key) => [eb('image', 'like', `%/${key}`), eb('cover', 'like', `%/${key}`)])))
    .execute();
  const values = rows.flatMap((row) => [row.image, row.cover]).filter((url): url is string => url !== null);
  return new Set(keys.filter((key) => values.some((url) => url.endsWith(`/${key}`))));
}
