import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Delivery after a random delay, and the asker's list of what they sent (issue 33).
 *
 * `sent_questions` holds one row per question asked. An anonymous question waits here, with its
 * due time in `deliver_at`, until the delivery worker (features/questions/delivery.ts) writes it
 * into `questions`: only then does it get its `questions.id`, so the id, which every list shows
 * and which grows with time, says when it was delivered and never when it was asked. A row made
 * at the ask would carry the asking moment in its id for anyone to place among the ids of named
 * questions, whose dates are public. Once delivered, `question_id` names the question and
 * `deliver_at` is null; a guest's row goes then (a guest has no list). `delivers_as` is the status
 * the question takes on delivery ('pending', or 'held' / 'dropped' as the ask decided).
 * Questions asked by members before this are backfilled as delivered, so their lists are whole.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('sent_questions')
    .addColumn('id', d.idType, d.idColumn)
    // A deleted asker's undelivered questions are still delivered, without a sender (as the
    // questions they asked stay with their recipients).
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.references('questions.id').onDelete('cascade'))
    .addColumn('asker_key', 'text')
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('filtered', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivers_as', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('date_added', 'text', (c) => c.notNull())
    .addColumn('deliver_at', 'text')
    .execute();
  // findDueSentQuestions: undelivered questions due by now, earliest first
  // (where deliver_at is not null and deliver_at <= ? order by deliver_at, id). Partial: the
  // delivered rows, nearly all of them, are never read by it.
  await db.schema
    .createIndex('sent_questions_due_idx')
    .on('sent_questions')
    .columns(['deliver_at', 'id'])
    .where(sql.ref('deliver_at'), 'is not', null)
    .execute();
  // sentQuestions: one member's sent questions, newest first (where sender_id = ? order by id desc,
  // keyset on id); also what a deleted sender's rows are found by.
  await db.schema.createIndex('sent_questions_sender_idx').on('sent_questions').columns(['sender_id', 'id']).execute();
  // The cascades of a deleted recipient (user_id) and of their questions (question_id), which
  // PostgreSQL would otherwise run as a scan of the table per row.
  await db.schema.createIndex('sent_questions_recipient_idx').on('sent_questions').column('user_id').execute();
  await db.schema.createIndex('sent_questions_question_idx').on('sent_questions').column('question_id').execute();

  await sql`insert into sent_questions
      (sender_id, user_id, question_id, asker_key, anonymous, question, filtered, delivers_as, date_added, deliver_at)
    select sender_id, user_id, id, asker_key, anonymous, question, filtered, 'pending', date_added, null
    from questions where sender_id is not null and prompt_id is null order by id`.execute(db);
}
