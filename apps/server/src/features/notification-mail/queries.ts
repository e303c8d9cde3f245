import type { Kysely } from 'kysely';
import type { Database, MailMode, NotificationsTable } from '../../db/types.js';

/** The column that holds each kind's e-mail setting. */
export const MAIL_SETTING = {
  question: 'mail_questions',
  answer: 'mail_answers',
  follow: 'mail_followers',
  like: 'mail_likes',
  mention: 'mail_mentions',
} as const satisfies Record<NotificationsTable['type'], string>;

export type NotificationKind = keyof typeof MAIL_SETTING;

/** What deciding when a kind's mail is due needs of the recipient. */
export async function findMailSchedule(db: Kysely<Database>, userId: number, kind: NotificationKind) {
  return db
    .selectFrom('users')
    .select(['email_verified', 'mail_due_at', 'mail_daily_sent_at', `${MAIL_SETTING[kind]} as mode`])
    .where('id', '=', userId)
    .executeTakeFirst() as Promise<
    | { email_verified: number; mail_due_at: string | null; mail_daily_sent_at: string | null; mode: MailMode }
    | undefined
  >;
}

/** Moves the member's mail due time earlier (never later: an earlier mail still waits). */
export async function advanceMailDue(db: Kysely<Database>, userId: number, due: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ mail_due_at: due })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mail_due_at', 'is', null), eb('mail_due_at', '>', due)]))
    .execute();
}

/** Members whose mail is due, earliest first (users_mail_due_idx). */
export async function findMailDue(
  db: Kysely<Database>,
  now: string,
  limit: number,
): Promise<{ id: number; mail_due_at: string }[]> {
  return (await db
    .selectFrom('users')
    .select(['id', 'mail_due_at'])
    .where('mail_due_at', '<=', now)
    .orderBy('mail_due_at')
    .limit(limit)
    .execute()) as { id: number; mail_due_at: string }[];
}

/**
 * Takes a member's due mail: one conditional UPDATE that only one worker (of any process) wins;
 * the member's row then, or undefined when another worker took it first.
 */
export async function claimMailDue(db: Kysely<Database>, userId: number, dueAt: string) {
  const claimed = await db
    .updateTable('users')
    .set({ mail_due_at: null })
    .where('id', '=', userId)
    .where('mail_due_at', '=', dueAt)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'fullname',
      'email',
      'email_lower',
      'email_verified',
      'lang',
      'status',
      'mail_questions',
      'mail_answers',
      'mail_followers',
      'mail_likes',
      'mail_mentions',
      'mail_daily_sent_at',
      'mail_immediate_after',
      'mail_daily_after',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export type MailRecipient = NonNullable<Awaited<ReturnType<typeof claimMailDue>>>;

export async function updateMailState(
  db: Kysely<Database>,
  userId: number,
  state: {
    mail_immediate_after?: number;
    mail_daily_after?: number;
    mail_daily_sent_at?: string;
    mail_due_at?: string | null;
  },
): Promise<void> {
  if (Object.keys(state).length === 0) return;
  await db.updateTable('users').set(state).where('id', '=', userId).execute();
}

/** What an unsubscribe link needs to check and do. */
export async function findUnsubscriber(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'email_lower']).where('id', '=', userId).executeTakeFirst();
}

export async function turnMailOff(
  db: Kysely<Database>,
  userId: number,
  columns: (typeof MAIL_SETTING)[NotificationKind][],
): Promise<void> {
  if (columns.length === 0) return;
  await db
    .updateTable('users')
    .set(Object.fromEntries(columns.map((c) => [c, 'off'])))
    .where('id', '=', userId)
    .execute();
}
