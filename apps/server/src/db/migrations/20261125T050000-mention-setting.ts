import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * `users.notify_mentions`: the setting of the `mention` notification (an answer that names the
 * member with @username), on by default like the other kinds. The `question` notification uses
 * the `notify_questions` setting that was there from the start and until now did nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('notify_mentions', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
