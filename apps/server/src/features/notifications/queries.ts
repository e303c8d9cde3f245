import type { Kysely } from 'kysely';
import { keyset, preparedPages } from '../../db/keyset.js';
import type { Database, NotificationsTable, UserRow } from '../../db/types.js';
import type { Cursor } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/queries.js';

type ActorColumns = Pick<UserRow, 'username' | 'fullname' | 'image' | 'verified' | 'status'>;

/** A notification with its actor's summary columns (all null for a question asked anonymously). */
export type NotificationRow = {
  id: number;
  type: NotificationsTable['type'];
  date_added: string;
  question_id: number | null;
  actor_id: number | null;
} & { [K in keyof ActorColumns]: ActorColumns[K] | null };

/**
 * The notifications a member can see: actors who are gone, frozen, suspended or blocked either
 * way drop out (a question asked anonymously has no actor and stays); so do questions since
 * deleted, and a question notification's question only while it is in the inbox or answered.
 */
function visibleNotifications(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('users as u', 'u.id', 'n.actor_id')
    .leftJoin('questions as q', 'q.id', 'n.question_id')
    .where('n.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('n.actor_id', 'is', null),
        eb.and([eb('u.status', '=', 'active'), notBlockedWith(userId, 'n.actor_id')(eb)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('n.question_id', 'is', null),
        eb('q.status', '=', 'answered'),
        eb.and([eb('n.type', '=', 'question'), eb('q.status', '=', 'pending')]),
      ]),
    );
}

const NOTIFICATION_COLUMNS = [
  'n.id',
  'n.type',
  'n.date_added',
  'n.question_id',
  'n.actor_id',
  'u.username',
  'u.fullname',
  'u.image',
  'u.verified',
  'u.status',
] as const;

/** A member's notifications, newest first (notifications_user_idx); newer ones by `first_id`. */
export function listNotificationRows(db: Kysely<Database>, userId: number, cursor: Cursor): Promise<NotificationRow[]> {
  return notificationPage(db, cursor, { userId });
}

/** Prepared once per page shape (db/prepared.ts). */
const notificationPage = preparedPages((db, p: { userId: number; anchorId: number }, page) =>
  keyset(visibleNotifications(db, p.userId).select(NOTIFICATION_COLUMNS), {
    sortColumn: 'n.id',
    idColumn: 'n.id',
    direction: page.direction,
    anchor: page.anchored ? { sort: p.anchorId, id: p.anchorId } : null,
  }),
);

/** Some of a member's notifications by id, oldest first, those they can see only (a live event). */
export function findNotificationRows(db: Kysely<Database>, userId: number, ids: number[]): Promise<NotificationRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return visibleNotifications(db, userId)
    .select(NOTIFICATION_COLUMNS)
    .where('n.id', 'in', ids)
    .orderBy('n.id', 'asc')
    .execute();
}

/**
 * The notifications after `afterId`, oldest first, at most `limit` (a reconnecting stream's replay;
 * notifications_user_idx).
 */
export function listNotificationRowsAfter(
  db: Kysely<Database>,
  userId: number,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return visibleNotifications(db, userId)
    .select(NOTIFICATION_COLUMNS)
    .where('n.id', '>', afterId)
    .orderBy('n.id', 'asc')
    .limit(limit)
    .execute();
}

/** The date of the newest notification the member can see (notifications_user_idx, newest first). */
export async function findLastNotificationDate(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await visibleNotifications(db, userId)
    .select('n.date_added')
    .orderBy('n.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.date_added ?? null;
}

/** The column that holds each kind's setting. */
export const NOTIFY_SETTING = {
  follow: 'notify_followers',
  answer: 'notify_answers',
  like: 'notify_likes',
  question: 'notify_questions',
  mention: 'notify_mentions',
} as const satisfies Record<NotificationsTable['type'], string>;

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
 * One per recipient, kind, actor and target (notifications_once_idx): the new row's id, or null
 * when it was there already (toggled again).
 */
export async function insertNotification(
  db: Kysely<Database>,
  n: {
    userId: number;
    type: NotificationsTable['type'];
    actorId: number | null;
    questionId: number | null;
    now: string;
  },
): Promise<number | null> {
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
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/**
 * An undone like takes its notification back while it is unread (issue 34): one row by
 * notifications_once_idx (actor_id, user_id, type, …). A read one stays, so liking again notifies no
 * more. False when none went.
 */
export async function deleteUnreadNotification(
  db: Kysely<Database>,
  n: { userId: number; type: NotificationsTable['type']; actorId: number; questionId: number },
): Promise<boolean> {
  const removed = await db
    .deleteFrom('notifications')
    .where('user_id', '=', n.userId)
    .where('type', '=', n.type)
    .where('actor_id', '=', n.actorId)
    .where('question_id', '=', n.questionId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** A deleted question takes its notifications with it. */
export async function deleteQuestionNotifications(db: Kysely<Database>, questionId: number): Promise<void> {
  await db.deleteFrom('notifications').where('question_id', '=', questionId).execute();
}

/**
 * Members among `usernames` (case-insensitively) whom an answer by `authorId` may notify: active,
 * neither blocking nor blocked by the author. Ids in the order of the names given.
 */
export async function findMentionable(db: Kysely<Database>, authorId: number, usernames: string[]): Promise<number[]> {
  if (usernames.length === 0) return [];
  const lower = usernames.map((name) => name.toLowerCase());
  const rows = await db
    .selectFrom('users')
    .select(['id', 'username_lower'])
    .where('username_lower', 'in', lower)
    .where('status', '=', 'active')
    .where('id', '!=', authorId)
    .where(notBlockedWith(authorId, 'id'))
    .execute();
  const byName = new Map(rows.map((r) => [r.username_lower, r.id]));
  return lower.flatMap((name) => {
    const id = byName.get(name);
    return id === undefined ? [] : [id];
  });
}

/** A notification as a notification mail lists it: its actor and, for questions, the question's text. */
export type MailableNotificationRow = Pick<
  NotificationRow,
  'id' | 'type' | 'date_added' | 'question_id' | 'username' | 'fullname'
> & {
  question: string | null;
  question_status: string | null;
};

/**
 * The notifications of some kinds after `afterId` and not older than `since`, newest first,
 * at most `limit`, those the member can see only (notifications_user_idx). A question's asker is
 * not selected: a mail lists a question by its text alone.
 */
export function listMailableNotifications(
  db: Kysely<Database>,
  userId: number,
  q: { afterId: number; since: string; types: NotificationsTable['type'][]; limit: number },
): Promise<MailableNotificationRow[]> {
  if (q.types.length === 0) return Promise.resolve([]);
  return visibleNotifications(db, userId)
    .select(['n.id', 'n.type', 'n.date_added', 'n.question_id', 'q.question', 'q.status as question_status'])
    .select((eb) => [
      // An actor is named only where the kind has a public actor: never for a question.
      eb.case().when('n.type', '=', 'question').then(null).else(eb.ref('u.username')).end().as('username'),
      eb.case().when('n.type', '=', 'question').then(null).else(eb.ref('u.fullname')).end().as('fullname'),
    ])
    .where('n.id', '>', q.afterId)
    .where('n.date_added', '>=', q.since)
    .where('n.type', 'in', q.types)
    .orderBy('n.id', 'desc')
    .limit(q.limit)
    .execute();
}

/** The newest notification id of a member, 0 for none. */
export async function findNewestNotificationId(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
