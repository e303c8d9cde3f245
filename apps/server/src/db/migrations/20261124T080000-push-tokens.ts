import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Push to the phone app. `push_tokens`: the device tokens, each owned by the session that
 * registered it (ended with it: lib/sessions.ts). `push_outbox`: one row per notification and
 * device, inserted in the transaction of the write that causes it and sent by the push worker
 * (features/push/worker.ts), as the mail outbox is.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('push_tokens')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // registerPushToken / unregisterPushToken / a token the service reports gone: where token = ?
  // (unique: one device, one member; re-registering moves the row).
  await db.schema.createIndex('push_tokens_token_idx').on('push_tokens').column('token').unique().execute();
  // Ending sessions (logout, revocation, rotation): where session_id = ? / session_id in (…).
  await db.schema.createIndex('push_tokens_session_idx').on('push_tokens').column('session_id').execute();
  // enqueuePush: the recipient's devices, where user_id = ?.
  await db.schema.createIndex('push_tokens_user_idx').on('push_tokens').column('user_id').execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', d.idType, d.idColumn)
    // The device row it goes to; gone (logged out, moved to another member) means not sent.
    .addColumn('token_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    // JSON object of strings: the deep link's target (kind, question id, username).
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // findDuePushes: status = 'queued' and next_attempt_at <= now, oldest first.
  await db.schema
    .createIndex('push_outbox_due_idx')
    .on('push_outbox')
    .columns(['status', 'next_attempt_at', 'id'])
    .execute();
}
