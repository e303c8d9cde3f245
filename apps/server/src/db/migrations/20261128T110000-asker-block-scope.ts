import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * What an asker block covers (issue 29). A block made from an anonymous question (or a guest's,
 * always anonymous) drops only that asker's anonymous questions: dropping their named ones too
 * let a recipient test a suspect ("ask me by name") and see whose question never came.
 * `asker_blocks.anonymous_only` is 1 for those, 0 for a block made from a named question, which
 * named its sender and drops everything they ask. Blocks made before are scoped by the question
 * they were made from (one made from a question since deleted keeps the narrower scope).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .alterTable('asker_blocks')
    .addColumn('anonymous_only', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update asker_blocks set anonymous_only = 0
    where question_id in (select id from questions where anonymous = 0)`.execute(db);
  // No new index: ask reads the few entries of one recipient and asker by asker_blocks_key_idx.
}
