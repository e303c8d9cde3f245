import { type Kysely, sql } from 'kysely';
import { exploreRankAt } from '../features/feeds/explore-rank.js';
import type { Database } from './types.js';

/**
 * Recomputes every denormalised counter from the rows it counts. The services keep counters in
 * step transactionally; this is for bulk loads (seed, benchmark) and repairs.
 */
export async function recountCounters(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('users')
    .set({
      follower_count: sql<number>`(select count(*) from follows f where f.followee_id = users.id)`,
      following_count: sql<number>`(select count(*) from follows f where f.follower_id = users.id)`,
      answer_count: sql<number>`(select count(*) from questions q where q.user_id = users.id and q.status = 'answered')`,
      pending_count: sql<number>`(select count(*) from questions q where q.user_id = users.id and q.status = 'pending')`,
    })
    .execute();
  await db
    .updateTable('questions')
    .set({ like_count: sql<number>`(select count(*) from likes l where l.question_id = questions.id)` })
    .execute();
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
  const liked = await db
    .selectFrom('questions')
    .select(['id', 'date_answered', 'like_count'])
    .where('status', '=', 'answered')
    .where('like_count', '>', 0)
    .execute();
  for (const q of liked) {
    if (!q.date_answered) continue;
    await db
      .updateTable('questions')
      .set({ rank_at: exploreRankAt(q.date_answered, Number(q.like_count)) })
      .where('id', '=', q.id)
      .execute();
  }
}
