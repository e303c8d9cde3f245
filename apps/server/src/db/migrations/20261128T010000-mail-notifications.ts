import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * E-mail notifications (issue 17): per kind `off`, `immediate` or `daily` (a digest at most once a
 * day), by default a daily digest of new questions only. The notification mailer
 * (features/notification-mail) finds the members who have mail due by `mail_due_at` (indexed, null
 * when nothing waits), and remembers per mode the newest notification it has considered, so each
 * notification is mailed at most once. `mail_outbox.headers` carries the RFC 8058 unsubscribe
 * headers of those mails (JSON, null for the mails that had none).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  const mode = (value: string) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(value);
  await db.schema.alterTable('users').addColumn('mail_questions', 'text', mode('daily')).execute();
  for (const column of ['mail_answers', 'mail_followers', 'mail_likes', 'mail_mentions']) {
    await db.schema.alterTable('users').addColumn(column, 'text', mode('off')).execute();
  }
  await db.schema.alterTable('users').addColumn('mail_due_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('mail_daily_sent_at', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('mail_immediate_after', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('mail_daily_after', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_mail_due_idx').on('users').column('mail_due_at').execute();
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
}
