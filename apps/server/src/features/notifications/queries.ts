import type { Notification } from '@qurio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { type Cursor, cursorDirection, finishPage, keyset } from '../../lib/pagination.js';
import { presentQuestions } from '../questions/presenter.js';
import { presentUserSummary } from '../users/presenter.js';
import { notBlockedWith } from '../users/relations.js';

/**
 * A member's notifications, newest first (notifications_user_idx). Actors who are gone, frozen,
 * suspended or blocked either way drop out, and so do questions since deleted.
 */
export async function listNotifications(db: Kysely<Database>, userId: number, cursor: Cursor): Promise<Notification[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const rows = finishPage(
    await keyset(
      db
        .selectFrom('notifications as n')
        .innerJoin('users as u', 'u.id', 'n.actor_id')
        .leftJoin('questions as q', 'q.id', 'n.question_id')
        .select([
          'n.id',
          'n.type',
          'n.date_added',
          'n.question_id',
          'u.id as actor_id',
          'u.username',
          'u.fullname',
          'u.image',
          'u.verified',
          'u.status',
        ])
        .where('n.user_id', '=', userId)
        .where('u.status', '=', 'active')
        .where(notBlockedWith(userId, 'n.actor_id'))
        .where((eb) => eb.or([eb('n.question_id', 'is', null), eb('q.status', '=', 'answered')])),
      {
        sortColumn: 'n.id',
        idColumn: 'n.id',
        direction,
        anchor: anchorId === null ? null : { sort: anchorId, id: anchorId },
      },
    ).execute(),
    direction,
  );
  const questionIds = [...new Set(rows.map((r) => r.question_id).filter((id): id is number => id !== null))];
  const questionRows =
    questionIds.length === 0
      ? []
      : await db.selectFrom('questions').selectAll().where('id', 'in', questionIds).execute();
  const questions = new Map((await presentQuestions(db, questionRows, userId)).map((q) => [q.id, q]));
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    n_date: r.date_added,
    actor: presentUserSummary({
      id: r.actor_id,
      username: r.username,
      fullname: r.fullname,
      image: r.image,
      verified: r.verified,
      status: r.status,
    }),
    question: r.question_id === null ? null : (questions.get(r.question_id) ?? null),
  }));
}
