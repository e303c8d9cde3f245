import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Trends per language: the prompts in the trends box were the member's language, the hashtags
 * every language's. A hashtag row now carries the language of the member who answered (their
 * setting when the answer was written), and trends read the viewer's language first.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, _d: Dialect): Promise<void> {
  await db.schema
    .alterTable('hashtags')
    .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await sql`update hashtags set lang = coalesce((select u.lang from questions q inner join users u on u.id = q.user_id
    where q.id = hashtags.question_id), 'en')`.execute(db);
  // trends: WHERE lang = ? AND date_added > ? GROUP BY tag (hashtags_recent_idx still serves the
  // fill-up from every language).
  await db.schema
    .createIndex('hashtags_lang_recent_idx')
    .on('hashtags')
    .columns(['lang', 'date_added', 'tag'])
    .execute();
}
