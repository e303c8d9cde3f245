import type { Kysely } from 'kysely';
import type { Database, QuestionRow } from '../../db/types.js';
import { type Cursor, cursorDirection, finishPage, keyset, PAGE_SIZE } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/relations.js';

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

/**
 * timeline: answers by the people I follow and by me, newest answer first. Served per followed
 * member by questions_profile_idx (user_id, status, date_answered, id).
 */
export async function listTimeline(db: Kysely<Database>, viewerId: number, cursor: Cursor): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const anchor = await answeredAnchor(db, anchorId);
  if (anchor === undefined) return [];
  const followed = db.selectFrom('follows').select('followee_id').where('follower_id', '=', viewerId);
  const rows = await keyset(
    visibleAnswers(db, viewerId).where((eb) =>
      eb.or([eb('q.user_id', 'in', followed), eb('q.user_id', '=', viewerId)]),
    ),
    { sortColumn: 'q.date_answered', idColumn: 'q.id', direction, anchor },
  ).execute();
  return finishPage(rows, direction);
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
