import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Pictures in answers (issue 31). `media` is the ledger of every stored picture: who uploaded it
 * (for quotas, the export and deletion; never presented), the random name its files share
 * (`media/<name>-<width>.jpg`, `media/<name>.webp`), the presented form as made at upload
 * (`data`, JSON: kind, sizes, URLs), its description and, once an answer takes it, the question
 * and its place. `questions.media` is the answer's pictures as presented (JSON, null when none),
 * written in the same transaction as the ledger, so a feed page reads them with its rows and
 * no query more.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', d.idType, d.idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.references('questions.id').onDelete('set null'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('date_added', 'text', (c) => c.notNull())
    .execute();
  // The orphan sweep looks a file's name up; a name is made once.
  await db.schema.createIndex('media_name_idx').on('media').column('name').unique().execute();
  // An answer's pictures (attach, re-answer, delete, moderation).
  await db.schema
    .createIndex('media_question_idx')
    .on('media')
    .columns(['question_id', 'position'])
    .where(sql.ref('question_id'), 'is not', null)
    .execute();
  // uploadMedia's quota (a member's pictures not in an answer yet) and the export and deletion.
  await db.schema.createIndex('media_user_idx').on('media').columns(['user_id', 'question_id']).execute();
  // The sweep of pictures no answer took within a day.
  await db.schema
    .createIndex('media_unattached_idx')
    .on('media')
    .column('date_added')
    .where(sql.ref('question_id'), 'is', null)
    .execute();
  await db.schema.alterTable('questions').addColumn('media', 'text').execute();
}
