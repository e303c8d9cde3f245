import { type Kysely, sql } from 'kysely';
import { exploreRankAt } from '../features/feeds/explore-rank.js';
import type { Database } from './types.js';

/**
 * What the counters others see count. Whatever a list hides, its count must not show either:
 * - followers and followings: active members only (the lists leave frozen and suspended out);
 * - likes: by active members, never the anonymous asker's own like (the likers list leaves it out,
 *   and a count that moved while the list did not would name them).
 */
const followerCount = sql<number>`(select count(*) from follows f inner join users m on m.id = f.follower_id
  where f.followee_id = users.id and m.status = 'active')`;
const followingCount = sql<number>`(select count(*) from follows f inner join users m on m.id = f.followee_id
  where f.follower_id = users.id and m.status = 'active')`;
const publicLikeCount = sql<number>`(select count(*) from likes l inner join users m on m.id = l.user_id
  where l.question_id = questions.id and m.status = 'active'
    and (questions.anonymous = 0 or questions.sender_id is null or l.user_id <> questions.sender_id))`;

/**
 * After a member's status changed (frozen, reactivated, suspended, unsuspended): the follower and
 * following counts of everyone they follow or who follows them, and the like counts (and explore
 * ranks) of every answer they liked, recounted by the rules above. Run in the status change's
 * transaction.
 */
export async function recountAround(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ follower_count: followerCount })
    .where('id', 'in', db.selectFrom('follows').select('followee_id').where('follower_id', '=', userId))
    .execute();
  await db
    .updateTable('users')
    .set({ following_count: followingCount })
    .where('id', 'in', db.selectFrom('follows').select('follower_id').where('followee_id', '=', userId))
    .execute();
  const liked = db.selectFrom('likes').select('question_id').where('user_id', '=', userId);
  await db.updateTable('questions').set({ like_count: publicLikeCount }).where('id', 'in', liked).execute();
  await rerank(
    db,
    await db.selectFrom('questions').select(['id', 'date_answered', 'like_count']).where('id', 'in', liked).execute(),
  );
}

async function rerank(
  db: Kysely<Database>,
  rows: Array<{ id: number; date_answered: string | null; like_count: number }>,
) {
  for (const q of rows) {
    if (!q.date_answered) continue;
    await db
      .updateTable('questions')
      .set({ rank_at: exploreRankAt(q.date_answered, Number(q.like_count)) })
      .where('id', '=', q.id)
      .execute();
  }
}

/**
 * Recomputes every denormalised counter from the rows it counts. The services keep counters in
 * step transactionally; this is for bulk loads (seed, benchmark) and repairs.
 */
export async function recountCounters(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('users')
    .set({
      follower_count: followerCount,
      following_count: followingCount,
      answer_count: sql<number>`(select count(*) from questions q where q.user_id = users.id and q.status = 'answered')`,
      pending_count: sql<number>`(select count(*) from questions q where q.user_id = users.id and q.status = 'pending')`,
      held_count: sql<number>`(select count(*) from questions q where q.user_id = users.id and q.status = 'held')`,
    })
    .execute();
  await db.updateTable('questions').set({ like_count: publicLikeCount }).execute();
  await db
    .updateTable('prompts')
    .set({
      answer_count: sql<number>`(select count(*) from questions q where q.prompt_id = prompts.id and q.status = 'answered')`,
    })
    .execute();
  await db
    .updateTable('questions')
    .set({ rank_at: sql<string>`date_answered` })
    .where('status', '=', 'answered')
    .execute();
  await rerank(
    db,
    await db
      .selectFrom('questions')
      .select(['id', 'date_answered', 'like_count'])
      .where('status', '=', 'answered')
      .where('like_count', '>', 0)
      .execute(),
  );
}
