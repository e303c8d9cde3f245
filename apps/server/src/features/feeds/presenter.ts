import type { FeedRow } from '@qurio/contract';
import type { Kysely } from 'kysely';
import type { Database, QuestionRow } from '../../db/types.js';
import { presentQuestions } from '../questions/presenter.js';

/** Feed rows: the shared question object plus the flat fields the spec lists for feeds. */
export async function presentFeedRows(
  db: Kysely<Database>,
  rows: QuestionRow[],
  viewerId: number | null,
): Promise<FeedRow[]> {
  if (rows.length === 0) return [];
  const questions = await presentQuestions(db, rows, viewerId);
  const joined = await db
    .selectFrom('users')
    .select(['id', 'date_added'])
    .where('id', 'in', [...new Set(rows.map((r) => r.user_id))])
    .execute();
  const joinedAt = new Map(joined.map((u) => [u.id, u.date_added]));
  return questions.map((q) => ({
    ...q,
    question_id: q.id,
    fullname: q.user.fullname,
    username: q.user.username,
    image: q.user.image,
    verified: q.user.verified,
    user_date: joinedAt.get(q.user_id) ?? '',
    question_date: q.date_answered ?? q.date_added,
  }));
}

/** Loads rows by id and keeps the order the ids came in. */
export async function loadInOrder(db: Kysely<Database>, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('questions').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is QuestionRow => r !== undefined);
}
