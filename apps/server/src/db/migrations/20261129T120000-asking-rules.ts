import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Asking rules and safer defaults for minors (issue 33).
 * - `users.ask_from`: who may ask ('everyone', 'members', 'following', 'mutuals'). It takes the
 *   place of `allow_only_accounts` (1 became 'members'), which the API still answers, read from it.
 * - `users.anonymous_from`: who may ask anonymously (the same circles, or 'nobody').
 * - `users.listed`: answers in explore and search, the profile in people search.
 * - `questions_inbox_kind_idx` (user_id, status, anonymous, id): myQuestions filtered to
 *   anonymous or named questions, and the "following" filter, which reads named questions only;
 *   their counts.
 * - `questions_inbox_flagged_idx` (user_id, status, filtered, id): myQuestions filtered to what
 *   the profanity filter marked, and its count.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('ask_from', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('anonymous_from', 'text', (c) => c.notNull().defaultTo('everyone'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update users set ask_from = 'members' where allow_only_accounts = 1`.execute(db);
  await db.schema.alterTable('users').dropColumn('allow_only_accounts').execute();
  await db.schema
    .createIndex('questions_inbox_kind_idx')
    .on('questions')
    .columns(['user_id', 'status', 'anonymous', 'id'])
    .execute();
  await db.schema
    .createIndex('questions_inbox_flagged_idx')
    .on('questions')
    .columns(['user_id', 'status', 'filtered', 'id'])
    .execute();
}
