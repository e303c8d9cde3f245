import type { FeedRow } from '@qurio/contract';
import type { Kysely } from 'kysely';
import type { Database, QuestionRow } from '../../db/types.js';
import { presentQuestionsWithPeople } from '../questions/presenter.js';

/** Feed rows: the shared question object plus the flat fields the spec lists for feeds. */
export async function presentFeedRows(
  db: Kysely<Database>,
  rows: QuestionRow[],
  viewerId: number | null,
): Promise<FeedRow[]> {
  if (rows.length === 0) return [];
  const { questions, people } = await presentQuestionsWithPeople(db, rows, viewerId);
  return questions.map((q) => ({
    ...q,
    question_id: q.id,
    fullname: q.user.fullname,
    username: q.user.username,
    image: q.user.image,
    verified: q.user.verified,
    user_date: people.get(q.user_id)?.date_added ?? '',
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
