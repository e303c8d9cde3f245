import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Content warnings and pinned answers (issue 33).
 * - questions.content_warning: a short text the answer's author sets; readers see the answer
 *   folded under it. Such answers stay in profiles, timelines and search but leave explore and
 *   trends, by indexed conditions: explore's rank index and the two trends indexes become partial
 *   (only answers without a warning), so explore still walks one index and stops at its page.
 * - hashtags.warned: the answer behind a hashtag carries a warning (search by #tag still finds
 *   it through hashtags_pk; trends leave it out).
 * - users.unfold_warnings: the viewer's setting "always show answers with content warnings".
 * - pins: up to 3 answers a member shows first on their profile, in order (`position`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema.alterTable('questions').addColumn('content_warning', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('unfold_warnings', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('hashtags')
    .addColumn('warned', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.dropIndex('questions_explore_rank_idx').execute();
  // explore: WHERE status = 'answered' AND content_warning IS NULL ORDER BY rank_at DESC, id DESC.
  await db.schema
    .createIndex('questions_explore_rank_idx')
    .on('questions')
    .columns(['status', 'rank_at', 'id'])
    .where(sql.ref('content_warning'), 'is', null)
    .execute();

  await db.schema.dropIndex('hashtags_recent_idx').execute();
  await db.schema.dropIndex('hashtags_lang_recent_idx').execute();
  // trends of every language: WHERE warned = 0 AND date_added > ? GROUP BY tag.
  await db.schema
    .createIndex('hashtags_recent_idx')
    .on('hashtags')
    .columns(['date_added', 'tag'])
    .where(sql<boolean>`warned = 0`)
    .execute();
  // trends of one language: WHERE warned = 0 AND lang = ? AND date_added > ? GROUP BY tag.
  await db.schema
    .createIndex('hashtags_lang_recent_idx')
    .on('hashtags')
    .columns(['lang', 'date_added', 'tag'])
    .where(sql<boolean>`warned = 0`)
    .execute();

  await db.schema
    .createTable('pins')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    // pinnedAnswers, pin, unpin, reorder: a member's pins in order (the key's first column).
    .addPrimaryKeyConstraint('pins_pk', ['user_id', 'question_id'])
    .execute();
  // A deleted or removed answer leaves every pin: the pins of one question.
  await db.schema.createIndex('pins_question_idx').on('pins').column('question_id').execute();
}
