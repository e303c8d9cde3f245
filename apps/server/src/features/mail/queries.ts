import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../../db/types.js';

export type OutboxMailRow = Selectable<MailOutboxTable>;
export type NewOutboxMail = Pick<
  Insertable<MailOutboxTable>,
  'to_address' | 'subject' | 'text_body' | 'html_body' | 'message_id' | 'next_attempt_at' | 'date_added'
>;

/** Queues a mail; `db` may be a transaction, so the mail commits with whatever it carries. */
export async function insertOutboxMail(db: Kysely<Database>, mail: NewOutboxMail): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Queued mails due by `now` that no live claim holds, oldest first (mail_outbox_due_idx). */
export async function findDueMails(db: Kysely<Database>, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Takes a due mail for `worker` until `until`, counting the try. One conditional UPDATE, so of two
 * workers (or processes) racing for a row exactly one gets it back: SQLite runs writes one at a
 * time, and PostgreSQL re-checks the WHERE on the row the winner committed. Undefined when lost.
 */
export function claimMail(
  db: Kysely<Database>,
  id: number,
  worker: string,
  now: string,
  until: string,
): Promise<OutboxMailRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_by: worker, claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Delivered: whoever holds the claim now, the mail went out. The body is emptied because it holds
 * a live code and link, which the rest of the database keeps only as hashes.
 */
export async function markMailSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, claimed_by: null, claimed_until: null, text_body: '', html_body: '' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** A failed try: free the row for the try at `at`, unless another worker took it over meanwhile. */
export async function scheduleMailRetry(
  db: Kysely<Database>,
  id: number,
  worker: string,
  at: string,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: at, claimed_by: null, claimed_until: null, last_error: error })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('claimed_by', '=', worker)
    .execute();
}

/** Given up: never tried again, and its code and link are erased like a sent mail's. */
export async function markMailFailed(db: Kysely<Database>, id: number, worker: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'failed', claimed_by: null, claimed_until: null, last_error: error, text_body: '', html_body: '' })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('claimed_by', '=', worker)
    .execute();
}
