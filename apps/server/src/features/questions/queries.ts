import type { Kysely } from 'kysely';
import type { Database, QuestionRow } from '../../db/types.js';
import { type Cursor, cursorDirection, finishPage, keyset } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/relations.js';

export function findQuestion(db: Kysely<Database>, id: number): Promise<QuestionRow | undefined> {
  return db.selectFrom('questions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The sort key of an answered question, to resume a page after it. */
async function answeredAnchor(db: Kysely<Database>, id: number | null) {
  if (id === null) return null;
  const row = await db.selectFrom('questions').select(['id', 'date_answered']).where('id', '=', id).executeTakeFirst();
  return row?.date_answered ? { sort: row.date_answered, id: row.id } : undefined;
}

/** myQuestions: pending questions to one member, newest first (questions_inbox_idx). */
export async function listInbox(db: Kysely<Database>, userId: number, cursor: Cursor): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const rows = await keyset(
    db.selectFrom('questions').selectAll().where('user_id', '=', userId).where('status', '=', 'pending'),
    {
      sortColumn: 'id',
      idColumn: 'id',
      direction,
      anchor: anchorId === null ? null : { sort: anchorId, id: anchorId },
    },
  ).execute();
  return finishPage(rows, direction);
}

/** questions: one member's answers, newest answer first (questions_profile_idx). */
export async function listProfileAnswers(db: Kysely<Database>, userId: number, cursor: Cursor): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const anchor = await answeredAnchor(db, anchorId);
  if (anchor === undefined) return [];
  const rows = await keyset(
    db.selectFrom('questions').selectAll().where('user_id', '=', userId).where('status', '=', 'answered'),
    { sortColumn: 'date_answered', idColumn: 'id', direction, anchor },
  ).execute();
  return finishPage(rows, direction);
}

/** questionAnswers: every visible member's answer to one prompt, newest first (questions_prompt_idx). */
export async function listPromptAnswers(
  db: Kysely<Database>,
  promptId: number,
  viewerId: number | null,
  cursor: Cursor,
): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const anchor = await answeredAnchor(db, anchorId);
  if (anchor === undefined) return [];
  const rows = await keyset(
    db
      .selectFrom('questions')
      .innerJoin('users', 'users.id', 'questions.user_id')
      .selectAll('questions')
      .where('questions.prompt_id', '=', promptId)
      .where('questions.status', '=', 'answered')
      .where('users.status', '=', 'active')
      .where(notBlockedWith(viewerId, 'questions.user_id')),
    { sortColumn: 'questions.date_answered', idColumn: 'questions.id', direction, anchor },
  ).execute();
  return finishPage(rows, direction);
}
