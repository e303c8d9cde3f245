import type { Insertable, Kysely } from 'kysely';
import { keyset, preparedPages } from '../../db/keyset.js';
import type { Database, QuestionRow, SentQuestionRow, SentQuestionsTable, UserRow } from '../../db/types.js';

export async function insertSentQuestion(db: Kysely<Database>, row: Insertable<SentQuestionsTable>): Promise<void> {
  await db.insertInto('sent_questions').values(row).execute();
}

/** Undelivered questions due by `now`, earliest first (sent_questions_due_idx). */
export async function findDueSentQuestions(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sent_questions')
    .select('id')
    .where('deliver_at', 'is not', null)
    .where('deliver_at', '<=', now)
    .orderBy('deliver_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes a due question for delivery: one conditional UPDATE, so of two workers (or a worker and a
 * withdrawal) exactly one gets it; PostgreSQL re-checks the WHERE on the row the winner committed.
 * Undefined when it was delivered or withdrawn meanwhile.
 */
export function claimSentQuestion(db: Kysely<Database>, id: number, now: string): Promise<SentQuestionRow | undefined> {
  return db
    .updateTable('sent_questions')
    .set({ deliver_at: null })
    .where('id', '=', id)
    .where('deliver_at', 'is not', null)
    .where('deliver_at', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

export async function setSentQuestionId(db: Kysely<Database>, id: number, questionId: number): Promise<void> {
  await db.updateTable('sent_questions').set({ question_id: questionId }).where('id', '=', id).execute();
}

export async function deleteSentQuestion(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('sent_questions').where('id', '=', id).execute();
}

/** One of the member's sent questions (the primary key, then the sender). */
export function findOwnSentQuestion(
  db: Kysely<Database>,
  id: number,
  senderId: number,
): Promise<SentQuestionRow | undefined> {
  return db
    .selectFrom('sent_questions')
    .selectAll()
    .where('id', '=', id)
    .where('sender_id', '=', senderId)
    .executeTakeFirst();
}

/**
 * Withdraws a question still waiting for its delay; false when it is not the member's, or no
 * longer waits (a delivery claimed it first: claimSentQuestion's conditional UPDATE).
 */
export async function deleteUndelivered(db: Kysely<Database>, id: number, senderId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('sent_questions')
    .where('id', '=', id)
    .where('sender_id', '=', senderId)
    .where('deliver_at', 'is not', null)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0;
}

/** A row of the asker's list: their question, its recipient and where the delivered question stands. */
export type SentListRow = Pick<
  SentQuestionRow,
  'id' | 'question' | 'anonymous' | 'date_added' | 'deliver_at' | 'question_id'
> & {
  question_status: QuestionRow['status'] | null;
  user: Pick<UserRow, 'id' | 'username' | 'fullname' | 'image' | 'verified' | 'status'>;
};

/**
 * sentQuestions: a member's sent questions, newest first, keyset on id (sent_questions_sender_idx),
 * each with its recipient and its question's status read by primary key in the same statement.
 */
export async function listSentQuestions(
  db: Kysely<Database>,
  senderId: number,
  cursor: { first_id?: number | undefined; last_id?: number | undefined },
): Promise<SentListRow[]> {
  const rows = await sentPage(db, cursor, { senderId });
  return rows.map(({ user_id, username, fullname, image, verified, user_status, ...row }) => ({
    ...row,
    user: { id: user_id, username, fullname, image, verified, status: user_status },
  }));
}

const sentPage = preparedPages((db, p: { senderId: number; anchorId: number }, page) =>
  keyset(
    db
      .selectFrom('sent_questions as sq')
      .innerJoin('users as u', 'u.id', 'sq.user_id')
      .leftJoin('questions as q', 'q.id', 'sq.question_id')
      .select([
        'sq.id',
        'sq.question',
        'sq.anonymous',
        'sq.date_added',
        'sq.deliver_at',
        'sq.question_id',
        'q.status as question_status',
        'u.id as user_id',
        'u.username',
        'u.fullname',
        'u.image',
        'u.verified',
        'u.status as user_status',
      ])
      .where('sq.sender_id', '=', p.senderId),
    {
      sortColumn: 'sq.id',
      idColumn: 'sq.id',
      direction: page.direction,
      anchor: page.anchored ? { sort: p.anchorId, id: p.anchorId } : null,
    },
  ),
);
