import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The sessions list (issue 29). A token is rotated weekly into a new row (lib/sessions.ts), so a
 * sign-in is a chain of rows: `sign_in_id` names its first row (null on that first row itself),
 * `signed_in_at` is copied along so the list shows when the member signed in, not when the token
 * was last rotated. `client` is what the phone app says it is (`X-Qurio-Client`: `app/ios`,
 * `app/android`), null for browsers. Rows made before this are each their own sign-in (backfill
 * `signed_in_at` = `created_at`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('signed_in_at', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('sign_in_id', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('client', 'text').execute();
  await db.updateTable('sessions').set({ signed_in_at: sql`created_at` }).execute();
  // listSessions: a member's live rows, newest first (where user_id = ? and revoked_at is null and
  // replaced_at is null order by id desc). Partial: rotated-out and ended rows are never deleted and
  // would otherwise make the list read a member's whole history.
  await db.schema
    .createIndex('sessions_live_idx')
    .on('sessions')
    .columns(['user_id', 'id'])
    .where(sql.ref('revoked_at'), 'is', null)
    .where(sql.ref('replaced_at'), 'is', null)
    .execute();
}
