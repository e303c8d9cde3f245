import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * SQLite: search "latest" in answer order straight from the full-text index.
 *
 * Before, questions_fts was keyed by question id, so "newest answers matching a word" had to look
 * up every matching row to sort it by date_answered: for a common word at a million answers,
 * ~100 000 primary-key lookups (about 240 ms, during which better-sqlite3 holds the event loop).
 * Now each answered question gets `answer_seq`, a number that grows with every answer (given by a
 * trigger in the answering statement's transaction), and the FTS5 table is keyed by it. "latest"
 * is then `ORDER BY rowid DESC LIMIT 21` inside FTS5 and stops after one page (about 1 ms).
 * Only answered questions are indexed: search only ever shows answers.
 *
 * PostgreSQL keeps its tsvector column and GIN index (migration 20261122T070000) unchanged.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  if (d.name !== 'sqlite') return;
  await sql`alter table questions add column answer_seq integer`.execute(db);
  // Existing answers are numbered in the order they were answered.
  await sql`create temp table answer_order (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into answer_order
    select id, row_number() over (order by date_answered, id) from questions where status = 'answered'`.execute(db);
  await sql`update questions set answer_seq = (select n from answer_order where answer_order.id = questions.id)
    where status = 'answered'`.execute(db);
  await sql`drop table answer_order`.execute(db);
  // search latest: FTS5 rowid = answer_seq; this index joins a hit back to its question.
  await sql`create unique index questions_answer_seq_idx on questions (answer_seq)`.execute(db);

  // The next number when a question becomes answered, by insert (prompt answers) or update.
  for (const [name, event, when] of [
    ['questions_answer_seq_ai', 'after insert on questions', "new.status = 'answered' and new.answer_seq is null"],
    [
      'questions_answer_seq_au',
      'after update of status on questions',
      "new.status = 'answered' and new.answer_seq is null",
    ],
  ] as const) {
    await sql
      .raw(`create trigger ${name} ${event} when ${when} begin
        update questions set answer_seq = (select coalesce(max(answer_seq), 0) + 1 from questions) where id = new.id;
      end`)
      .execute(db);
  }

  await sql`drop trigger questions_fts_ai`.execute(db);
  await sql`drop trigger questions_fts_ad`.execute(db);
  await sql`drop trigger questions_fts_au`.execute(db);
  await sql`drop table questions_fts`.execute(db);
  await sql`create virtual table questions_fts using fts5(
    question, answer, content='questions', content_rowid='answer_seq', tokenize='unicode61 remove_diacritics 2')`.execute(
    db,
  );
  // Kept in step with answer_seq: a row enters the index when it gets its number and leaves it
  // (with exactly the text it was indexed with) when deleted or edited.
  await sql`create trigger questions_fts_ai after insert on questions when new.answer_seq is not null begin
    insert into questions_fts(rowid, question, answer) values (new.answer_seq, new.question, coalesce(new.answer, ''));
  end`.execute(db);
  await sql`create trigger questions_fts_ad after delete on questions when old.answer_seq is not null begin
    insert into questions_fts(questions_fts, rowid, question, answer)
      values ('delete', old.answer_seq, old.question, coalesce(old.answer, ''));
  end`.execute(db);
  await sql`create trigger questions_fts_au_old after update of question, answer, answer_seq on questions
    when old.answer_seq is not null begin
    insert into questions_fts(questions_fts, rowid, question, answer)
      values ('delete', old.answer_seq, old.question, coalesce(old.answer, ''));
  end`.execute(db);
  await sql`create trigger questions_fts_au_new after update of question, answer, answer_seq on questions
    when new.answer_seq is not null begin
    insert into questions_fts(rowid, question, answer) values (new.answer_seq, new.question, coalesce(new.answer, ''));
  end`.execute(db);
  await sql`insert into questions_fts(rowid, question, answer)
    select answer_seq, question, coalesce(answer, '') from questions where answer_seq is not null`.execute(db);
}
