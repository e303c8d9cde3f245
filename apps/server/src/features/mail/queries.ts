import type { Insertable, Kysely, Selectable } from 'kysely';
import { claimOutboxRow } from '../../db/outbox.js';
import type { Database, MailOutboxTable } from '../../db/types.js';

export type OutboxMailRow = Selectable<MailOutboxTable>;
export type NewOutboxMail = Pick<
  Insertable<MailOutboxTable>,
  'to_address' | 'subject' | 'text_body' | 'html_body' | 'message_id' | 'headers' | 'next_attempt_at' | 'date_added'
>;

/** Queues a mail; `db` may be a transaction, so the mail commits with whatever it carries. */
export async function insertOutboxMail(db: Kysely<Database>, mail: NewOutboxMail): Promise<number> {
  const row = await db.insertInto('mail_outbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Takes a due mail for `worker` until `until` (db/outbox.ts claimOutboxRow); undefined when lost. */
export function claimMail(
  db: Kysely<Database>,
  id: number,
  worker: string,
  now: string,
  until: string,
): Promise<OutboxMailRow | undefined> {
  return claimOutboxRow(db, 'mail_outbox', id, worker, now, until);
}

/**
 * Delivered: whoever holds the claim now, the mail went out. The body is emptied because it holds
 * a live code and link, which the rest of the database keeps only as hashes.
 */
export async function markMailSent(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'sent',
      sent_at: now,
      claimed_by: null,
      claimed_until: null,
      text_body: '',
      html_body: '',
      headers: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .execute();
}

/** Given up: never tried again, and its code and link are erased like a sent mail's. */
export async function markMailFailed(db: Kysely<Database>, id: number, worker: string, error: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: 'failed',
      claimed_by: null,
      claimed_until: null,
      last_error: error,
      text_body: '',
      html_body: '',
      headers: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('claimed_by', '=', worker)
    .execute();
}
