import type { AppContext } from '../../context.js';
import type { QuestionRow } from '../../db/types.js';
import type { Cursor } from '../../lib/pagination.js';
import { loadQuestionsInOrder } from '../questions/queries.js';
import { listNotificationRows, type NotificationRow } from './queries.js';

/** A page of the member's notifications and the questions they refer to, loaded in one query. */
export async function listNotifications(
  ctx: AppContext,
  userId: number,
  cursor: Cursor,
): Promise<{ rows: NotificationRow[]; questions: QuestionRow[] }> {
  const rows = await listNotificationRows(ctx.db.kysely, userId, cursor);
  const questionIds = [...new Set(rows.map((r) => r.question_id).filter((id): id is number => id !== null))];
  return { rows, questions: await loadQuestionsInOrder(ctx.db.kysely, questionIds) };
}
