import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * `users.held_count`: the questions muted words held back, kept like `pending_count` by the
 * writes that change it, so the inbox reads it with the member instead of counting on every
 * request (the count cost the inbox a quarter of its throughput in `npm run bench`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('held_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set held_count = (select count(*) from questions q where q.user_id = users.id and q.status = 'held')
    where id in (select user_id from questions where status = 'held')`.execute(db);
}
