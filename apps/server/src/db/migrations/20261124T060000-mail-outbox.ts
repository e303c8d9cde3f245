import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The durable mail outbox: a request only inserts a row (in the transaction that stores the code
 * the mail carries) and the mail worker (features/mail/outbox.ts) delivers it, so a slow or dead
 * mail server never holds a request, and a mail survives a crash or a restart.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    // Fixed at enqueue, so a re-send of the same row is recognisable as a duplicate.
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // findDueMails: status = 'queued' and next_attempt_at <= now, oldest first.
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
}
