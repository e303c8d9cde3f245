import type { Kysely, Selectable } from 'kysely';
import type { Database, TrustedDevicesTable } from '../../db/types.js';

export type TrustedDeviceRow = Selectable<TrustedDevicesTable>;

/** A device proof's row, by the hash of the proof (unique). */
export function findDeviceByHash(db: Kysely<Database>, tokenHash: string): Promise<TrustedDeviceRow | undefined> {
  return db.selectFrom('trusted_devices').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A known device signed in again: seen now, and this is the sign-in it last made. */
export async function touchDevice(db: Kysely<Database>, id: number, now: string, signInId: number): Promise<void> {
  await db
    .updateTable('trusted_devices')
    .set({ last_seen_at: now, sign_in_id: signInId })
    .where('id', '=', id)
    .execute();
}

/**
 * Remembers a new device and forgets the member's devices beyond the `keep` most recently seen,
 * so signing in from ever new browsers cannot grow the table without end.
 */
export async function insertDevice(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  now: string,
  signInId: number,
  keep: number,
): Promise<void> {
  await db
    .insertInto('trusted_devices')
    .values({ user_id: userId, token_hash: tokenHash, created_at: now, last_seen_at: now, sign_in_id: signInId })
    .execute();
  await db
    .deleteFrom('trusted_devices')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      db
        .selectFrom('trusted_devices')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

/**
 * Forgets the member's device proofs but the one whose last sign-in is `keepSignInId` (none kept
 * without it). By `user_id` (trusted_devices_user_idx): at most MAX_DEVICES rows to filter.
 */
export async function deleteDevices(db: Kysely<Database>, userId: number, keepSignInId?: number): Promise<number> {
  let q = db.deleteFrom('trusted_devices').where('user_id', '=', userId);
  if (keepSignInId !== undefined) {
    q = q.where((eb) => eb.or([eb('sign_in_id', 'is', null), eb('sign_in_id', '<>', keepSignInId)]));
  }
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows);
}
