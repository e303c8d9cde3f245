import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Blocking the asker of a question without learning who it is (features/safety).
 * - `questions.asker_key`: who asked, keyed (lib/asker-key.ts), for questions asked from now on.
 *   Older questions of members get theirs from `sender_id` when blocked; older guest questions
 *   have none.
 * - `questions.sender_ip_hash` held an unkeyed SHA-256 of a guest's address, which can be turned
 *   back into the address by trying every IPv4 one: emptied here, and nothing writes it any more.
 * - `asker_blocks`: one entry per blocked question (never merged by asker, so the list cannot show
 *   that two questions came from one person).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema.alterTable('questions').addColumn('asker_key', 'text').execute();
  await sql`update questions set sender_ip_hash = null where sender_ip_hash is not null`.execute(db);

  await db.schema
    .createTable('asker_blocks')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.references('questions.id').onDelete('set null'))
    .addColumn('asker_key', 'text')
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // blockAsker: one entry per question, so blocking it twice changes nothing.
  await db.schema
    .createIndex('asker_blocks_question_idx')
    .on('asker_blocks')
    .columns(['user_id', 'question_id'])
    .unique()
    .execute();
  // ask: is this asker blocked by this recipient?
  await db.schema.createIndex('asker_blocks_key_idx').on('asker_blocks').columns(['user_id', 'asker_key']).execute();
  // blockedAskers: newest first, keyset on id.
  await db.schema.createIndex('asker_blocks_list_idx').on('asker_blocks').columns(['user_id', 'id']).execute();
}
