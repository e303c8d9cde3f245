import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Anonymity hardening (issue 12):
 * - One notification per recipient, kind, actor and target: following/unfollowing or
 *   liking/unliking twenty times sent the target ten notifications. Duplicates already stored are
 *   dropped (the oldest stays) and a unique index keeps it so; inserts skip on conflict.
 * - Counters others see count only what the lists show: the anonymous asker's like and likes,
 *   follows of frozen or suspended members no longer count (db/recount.ts has the live rules).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await sql`delete from notifications where id not in (
    select min(id) from notifications group by user_id, type, actor_id, coalesce(question_id, 0))`.execute(db);
  // recordNotification: insert … on conflict do nothing, one row per recipient, kind, actor and target.
  // actor_id leads: led by user_id, SQLite chose this index for "a member's notifications newest
  // first" and sorted them (23 ms a page at 640k rows) instead of walking notifications_user_idx.
  await sql`create unique index notifications_once_idx
    on notifications (actor_id, user_id, type, (coalesce(question_id, 0)))`.execute(db);

  await sql`update users set
    follower_count = (select count(*) from follows f inner join users m on m.id = f.follower_id
      where f.followee_id = users.id and m.status = 'active'),
    following_count = (select count(*) from follows f inner join users m on m.id = f.followee_id
      where f.follower_id = users.id and m.status = 'active')`.execute(db);

  const affected = await sql<{ id: number; date_answered: string | null; like_count: number; fixed: number }>`
    select q.id, q.date_answered, q.like_count,
      (select count(*) from likes l inner join users m on m.id = l.user_id
        where l.question_id = q.id and m.status = 'active'
          and (q.anonymous = 0 or q.sender_id is null or l.user_id <> q.sender_id)) as fixed
    from questions q
    where q.id in (
      select l.question_id from likes l inner join users m on m.id = l.user_id where m.status <> 'active'
      union
      select l.question_id from likes l inner join questions a on a.id = l.question_id
        where a.anonymous = 1 and l.user_id = a.sender_id)`.execute(db);
  for (const q of affected.rows) {
    const fixed = Number(q.fixed);
    if (fixed === Number(q.like_count)) continue;
    await sql`update questions set like_count = ${fixed}, rank_at = ${q.date_answered ? rankAt(q.date_answered, fixed) : null}
      where id = ${q.id}`.execute(db);
  }
}

/** This migration's own copy of the explore rank of its day (features/feeds/explore-rank.ts). */
function rankAt(dateAnswered: string, likes: number): string {
  const hour = 60 * 60_000;
  const boost = Math.min(6 * hour * Math.log2(1 + Math.max(0, likes)), 72 * hour);
  return new Date(Date.parse(dateAnswered) + Math.round(boost)).toISOString();
}
