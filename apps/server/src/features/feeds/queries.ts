import { type Kysely, sql } from 'kysely';
import type { Database, QuestionRow } from '../../db/types.js';
import { type Cursor, cursorDirection, finishPage, keyset, PAGE_SIZE } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/relations.js';
import { loadInOrder } from './presenter.js';

/** Answered questions whose owner is active and not blocked either way with the viewer. */
export function visibleAnswers(db: Kysely<Database>, viewerId: number | null) {
  return db
    .selectFrom('questions as q')
    .innerJoin('users as owner', 'owner.id', 'q.user_id')
    .selectAll('q')
    .where('q.status', '=', 'answered')
    .where('owner.status', '=', 'active')
    .where(notBlockedWith(viewerId, 'q.user_id'));
}

async function answeredAnchor(db: Kysely<Database>, id: number | null) {
  if (id === null) return null;
  const row = await db.selectFrom('questions').select(['id', 'date_answered']).where('id', '=', id).executeTakeFirst();
  return row?.date_answered ? { sort: row.date_answered, id: row.id } : undefined;
}

/** Above this many followed members the timeline reads the global answer order instead. */
const PER_MEMBER_LIMIT = 200;

/**
 * timeline: answers by the people I follow and by me, newest answer first.
 *
 * Reading every followed member's answers and sorting them costs as much as they have ever
 * written. Instead each followed member contributes at most one page through
 * questions_profile_idx (user_id, status, date_answered, id), and only those candidates are
 * merged: the work is (members × page size) whatever the history. Someone following very many
 * members walks the global order (questions_explore_idx) instead, where their people are dense.
 */
export async function listTimeline(db: Kysely<Database>, viewerId: number, cursor: Cursor): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const anchor = await answeredAnchor(db, anchorId);
  if (anchor === undefined) return [];
  const followed = await db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', 'f.followee_id')
    .select('u.id')
    .where('f.follower_id', '=', viewerId)
    .where('u.status', '=', 'active')
    .where(notBlockedWith(viewerId, 'u.id'))
    .execute();
  const members = [viewerId, ...followed.map((f) => f.id)];
  const page = { sortColumn: 'q.date_answered', idColumn: 'q.id', direction, anchor } as const;

  if (members.length > PER_MEMBER_LIMIT) {
    const rows = await keyset(
      db
        .selectFrom('questions as q')
        .selectAll('q')
        .where('q.status', '=', 'answered')
        .where('q.user_id', 'in', members),
      page,
    ).execute();
    return finishPage(rows, direction);
  }
  // Built as one SQL text: the query builder's immutable unions cost more than the query itself.
  // Each branch reads only (date_answered, id) from the covering index; rows load by id after.
  const older = direction === 'older';
  const order = sql.raw(older ? 'desc' : 'asc');
  const after = anchor
    ? sql`and (q.date_answered, q.id) ${sql.raw(older ? '<' : '>')} (${anchor.sort}, ${anchor.id})`
    : sql``;
  const branches = members.map(
    (id, i) => sql`select * from (select q.id, q.date_answered from questions q
      where q.user_id = ${id} and q.status = 'answered' ${after}
      order by q.date_answered ${order}, q.id ${order} limit ${PAGE_SIZE}) as ${sql.raw(`m${i}`)}`,
  );
  const { rows } = await sql<{ id: number }>`select c.id from (${sql.join(branches, sql` union all `)}) as c
    order by c.date_answered ${order}, c.id ${order} limit ${PAGE_SIZE}`.execute(db);
  return finishPage(
    await loadInOrder(
      db,
      rows.map((r) => Number(r.id)),
    ),
    direction,
  );
}

/** explore, older pages: by rank (questions_explore_rank_idx); pages are capped at 50 by the contract. */
export function listExplorePage(db: Kysely<Database>, viewerId: number, page: number): Promise<QuestionRow[]> {
  return visibleAnswers(db, viewerId)
    .orderBy('q.rank_at', 'desc')
    .orderBy('q.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
}

/** explore, polling: what was answered after `date`, oldest first so nothing is skipped, then newest first. */
export async function listExploreSince(db: Kysely<Database>, viewerId: number, date: string): Promise<QuestionRow[]> {
  const rows = await visibleAnswers(db, viewerId)
    .where('q.date_answered', '>', date)
    .orderBy('q.date_answered', 'asc')
    .orderBy('q.id', 'asc')
    .limit(PAGE_SIZE)
    .execute();
  return rows.reverse();
}
