import type { Kysely } from 'kysely';
import { keyset } from '../../db/keyset.js';
import type { Database, NotificationsTable, UserRow } from '../../db/types.js';
import { type Cursor, cursorDirection, finishPage } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/queries.js';

/** A notification with its actor's summary columns. */
export type NotificationRow = {
  id: number;
  type: NotificationsTable['type'];
  date_added: string;
  question_id: number | null;
  actor_id: number;
} & Pick<UserRow, 'username' | 'fullname' | 'image' | 'verified' | 'status'>;

/**
 * A member's notifications, newest first (notifications_user_idx). Actors who are gone, frozen,
 * suspended or blocked either way drop out, and so do questions since deleted.
 */
export async function listNotificationRows(
  db: Kysely<Database>,
  userId: number,
  cursor: Cursor,
): Promise<NotificationRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  return finishPage(
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
}

/** The column that holds each kind's setting. */
export const NOTIFY_SETTING = { follow: 'notify_followers', answer: 'notify_answers', like: 'notify_likes' } as const;

/** Whether the recipient is active and wants notifications of this kind. */
export async function wantsNotification(
  db: Kysely<Database>,
  userId: number,
  type: keyof typeof NOTIFY_SETTING,
): Promise<boolean> {
  const recipient = await db
    .selectFrom('users')
    .select(['status', NOTIFY_SETTING[type]])
    .where('id', '=', userId)
    .executeTakeFirst();
  return recipient?.status === 'active' && Number(recipient[NOTIFY_SETTING[type]]) === 1;
}

/**
 * One per recipient, kind, actor and target (notifications_once_idx): false when it was there
 * already (toggled again).
 */
export async function insertNotification(
  db: Kysely<Database>,
  n: { userId: number; type: NotificationsTable['type']; actorId: number; questionId: number | null; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: n.userId,
      type: n.type,
      actor_id: n.actorId,
      question_id: n.questionId,
      read_at: null,
      date_added: n.now,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** A deleted question takes its notifications with it. */
export async function deleteQuestionNotifications(db: Kysely<Database>, questionId: number): Promise<void> {
  await db.deleteFrom('notifications').where('question_id', '=', questionId).execute();
}
