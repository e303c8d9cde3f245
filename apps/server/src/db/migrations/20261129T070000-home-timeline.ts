import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The home timeline fanned out on write (issue 32, features/feeds/timeline.ts).
 *
 * `timeline_entries`: one row per answer in a member's home timeline, keyed as the page reads it
 * (member, answer time, question), so a page is one range of the primary key. The author is kept
 * for unfollow and block, which drop an author's entries. No foreign key to questions: a deleted
 * answer's entry is skipped by the page's join until the cap trims it (ids are never reused), so
 * deleting a member with a million answers touches no timeline.
 *
 * `timeline_state`: a member whose timeline is built. `floor_date`/`floor_id`: entries are
 * complete from that key up (below it the cap trimmed them, or the build stopped); null when the
 * timeline holds everything. `entries`: how many rows the member has, so the cap is checked
 * without counting. The hourly sweep drops the timelines of members not seen for a while
 * (users.last_active); their next read builds them again.
 *
 * `users.timeline_pull`: an author followed by so many that their answers are read on demand at
 * each page instead of being written to every follower's timeline.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  const withoutRowid = d.name === 'sqlite' ? sql`without rowid` : sql``;
  await db.schema
    .createTable('timeline_entries')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('date_answered', 'text', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('timeline_entries_pk', ['user_id', 'date_answered', 'question_id'])
    .modifyEnd(withoutRowid)
    .execute();
  await db.schema
    .createTable('timeline_state')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('floor_date', 'text')
    .addColumn('floor_id', 'integer')
    .addColumn('entries', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('timeline_pull', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Whether any author is read on demand at all (most instances have none): one probe per page.
  // A whole index, not a partial one: PostgreSQL walks a partial index without a condition,
  // which reads as a full scan to the query-plan test. The column rarely changes, so updates of
  // a member's row stay HOT.
  await db.schema.createIndex('users_timeline_pull_idx').on('users').column('timeline_pull').execute();
}
