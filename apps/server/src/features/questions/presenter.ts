import type { Question } from '@qurio/contract';
import type { Kysely } from 'kysely';
import type { Database, QuestionRow } from '../../db/types.js';
import { presentUserSummary } from '../users/presenter.js';

const SUMMARY_COLUMNS = [
  'id',
  'username',
  'fullname',
  'image',
  'verified',
  'status',
  'profanity_filter',
  'date_added',
] as const;
const MAX_LIKERS = 50;

/** The anonymous asker, whose like of the answer is never shown to anyone else. */
function isHiddenLiker(row: QuestionRow, viewerId: number | null): boolean {
  return viewerId !== null && row.anonymous === 1 && row.sender_id === viewerId;
}

/**
 * The only place a question object is built. Loads what a page of rows refers to in three
 * queries whatever the page size (people, the viewer's likes, likers when asked). The sender of
 * an anonymous question is never loaded nor copied into the result, whoever is asking.
 */
export async function presentQuestions(
  db: Kysely<Database>,
  rows: QuestionRow[],
  viewerId: number | null,
  options: { withLikers?: boolean } = {},
): Promise<Question[]> {
  return (await presentQuestionsWithPeople(db, rows, viewerId, options)).questions;
}

/** As presentQuestions, also handing back the people it loaded, so callers need not load them again. */
export async function presentQuestionsWithPeople(
  db: Kysely<Database>,
  rows: QuestionRow[],
  viewerId: number | null,
  options: { withLikers?: boolean } = {},
): Promise<{ questions: Question[]; people: Map<number, { date_added: string }> }> {
  if (rows.length === 0) return { questions: [], people: new Map() };
  const namedSenders = rows.filter((r) => r.anonymous === 0 && r.sender_id !== null).map((r) => r.sender_id as number);
  const userIds = [...new Set([...rows.map((r) => r.user_id), ...namedSenders])];
  const questionIds = rows.map((r) => r.id);

  const [users, liked, likers] = await Promise.all([
    db.selectFrom('users').select(SUMMARY_COLUMNS).where('id', 'in', userIds).execute(),
    viewerId === null
      ? Promise.resolve([])
      : db
          .selectFrom('likes')
          .select('question_id')
          .where('user_id', '=', viewerId)
          .where('question_id', 'in', questionIds)
          .execute(),
    options.withLikers
      ? db
          .selectFrom('likes')
          .innerJoin('users', 'users.id', 'likes.user_id')
          .select([
            'likes.question_id',
            'users.id',
            'users.username',
            'users.fullname',
            'users.image',
            'users.verified',
            'users.status',
          ])
          .where('likes.question_id', 'in', questionIds)
          .where('users.status', '=', 'active')
          .orderBy('likes.date_added', 'desc')
          .limit(MAX_LIKERS * questionIds.length)
          .execute()
      : Promise.resolve([]),
  ]);
  const byId = new Map(users.map((u) => [u.id, u]));
  const likedIds = new Set(liked.map((l) => l.question_id));

  const questions = rows.map((row) => {
    const recipient = byId.get(row.user_id);
    if (!recipient) throw new Error(`question ${row.id} has no recipient`);
    const named = row.anonymous === 0 && row.sender_id !== null ? byId.get(row.sender_id) : undefined;
    const question: Question = {
      id: row.id,
      user_id: row.user_id,
      sender_id: named ? named.id : null,
      anonymous: row.anonymous === 1,
      question: row.question,
      answer: row.answer,
      status: row.status === 'answered' ? 'answered' : 'pending',
      // Only the owner's filter decides: a marked question shows normally if they turned it off.
      filtered: row.filtered === 1 && recipient.profanity_filter === 1,
      // like_count leaves the anonymous asker's like out (db/recount.ts); only they see it counted.
      like_count: Number(row.like_count) + (isHiddenLiker(row, viewerId) && likedIds.has(row.id) ? 1 : 0),
      liked: likedIds.has(row.id),
      prompt_id: row.prompt_id,
      date_added: row.date_added,
      date_answered: row.date_answered,
      user: presentUserSummary(recipient),
      sender: named ? presentUserSummary(named) : null,
    };
    if (options.withLikers) {
      // The asker of an anonymous question may like its answer, but is never listed as a liker:
      // the list would point at them.
      const hidden = row.anonymous === 1 ? row.sender_id : null;
      question.likes = likers
        .filter((l) => l.question_id === row.id && l.id !== hidden)
        .slice(0, MAX_LIKERS)
        .map(presentUserSummary);
    }
    return question;
  });
  return { questions, people: byId };
}
