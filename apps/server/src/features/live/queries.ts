import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';

/** Keeps one statement's id list well under every database's parameter limit. */
const CHUNK = 500;

/** The counts the header shows, from the member's row (kept by the writes that change them). */
export function findMemberCounts(
  db: Kysely<Database>,
  userId: number,
): Promise<{ follower_count: number; pending_count: number } | undefined> {
  return db.selectFrom('users').select(['follower_count', 'pending_count']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Which of `memberIds` follow `authorId` (follows_pair_uq, one probe per member): the members of
 * this process whose timeline an answer of the author reaches. Blocking removes follows both ways,
 * so a follow is also the absence of a block.
 */
export async function findFollowersAmong(
  db: Kysely<Database>,
  authorId: number,
  memberIds: number[],
): Promise<number[]> {
  const found: number[] = [];
  for (let i = 0; i < memberIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('follows')
      .select('follower_id')
      .where('followee_id', '=', authorId)
      .where('follower_id', 'in', memberIds.slice(i, i + CHUNK))
      .execute();
    found.push(...rows.map((r) => r.follower_id));
  }
  return found;
}
