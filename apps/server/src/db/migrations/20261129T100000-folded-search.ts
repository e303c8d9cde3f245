import { type Kysely, sql } from 'kysely';
import { foldedWords } from '../../lib/fold.js';
import type { Dialect } from '../dialect.js';
import { reindexAnswers } from '../search.js';

/**
 * Search over folded and stemmed words (issue 32), the same on both databases (db/search.ts).
 *
 * The terms are computed by the server (lib/search-text.ts), so the index no longer folds:
 * - SQLite: questions_fts becomes contentless (content='', contentless_delete=1, keyed by
 *   answer_seq as before) and splits only where the server's words split; the server inserts an
 *   answer's terms, the triggers below drop them when the row goes or is renumbered.
 * - PostgreSQL: questions.search is no longer generated from qurio_fold; the server writes it.
 * - search_terms: the vocabulary that prefixes expand from, with how many answers used each term.
 *
 * The re-index calls today's reindexAnswers rather than carrying a copy: it must write exactly
 * what the server writes and looks up, and a later change of the fold brings its own re-index.
 * Measured: 200 000 answers re-index in about a minute on SQLite. Muted words are folded again
 * the same way (a form that now equals another of the member's keeps the older row).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema
    .createTable('search_terms')
    // planSearch: `term >= ? and term < ?` must be "starts with" in byte order, whatever the
    // database's collation.
    .addColumn('term', d.name === 'postgres' ? sql`text collate "C"` : 'text', (c) => c.primaryKey())
    .addColumn('docs', 'integer', (c) => c.notNull())
    .execute();

  if (d.name === 'sqlite') {
    for (const t of ['questions_fts_ai', 'questions_fts_ad', 'questions_fts_au_old', 'questions_fts_au_new']) {
      await sql.raw(`drop trigger ${t}`).execute(db);
    }
    await sql`drop table questions_fts`.execute(db);
    // Tokens are the server's words joined by spaces: letters, digits and marks are token
    // characters (as in lib/fold.ts splitWords), nothing is folded again.
    await sql`create virtual table questions_fts using fts5(question, answer, content='', contentless_delete=1,
      tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*'")`.execute(db);
    await sql`create trigger questions_fts_ad after delete on questions when old.answer_seq is not null begin
      delete from questions_fts where rowid = old.answer_seq;
    end`.execute(db);
    await sql`create trigger questions_fts_au after update of answer_seq on questions
      when old.answer_seq is not null and old.answer_seq is not new.answer_seq begin
      delete from questions_fts where rowid = old.answer_seq;
    end`.execute(db);
  } else {
    await sql`drop index questions_search_idx`.execute(db);
    await sql`alter table questions drop column search`.execute(db);
    await sql`alter table questions add column search tsvector`.execute(db);
    // search latest/top (rare words): the answers containing a term.
    await sql`create index questions_search_idx on questions using gin (search)`.execute(db);
  }
  await reindexAnswers(db, d);

  // features/safety/mute.ts mutedForm: the folded words, one space apart.
  const muted = await db
    .selectFrom('muted_words')
    .select(['id', 'user_id', 'word', 'word_norm'])
    .orderBy('id')
    .execute();
  for (const m of muted) {
    const form = foldedWords(m.word).join(' ');
    if (form === m.word_norm) continue;
    const taken = await db
      .selectFrom('muted_words')
      .select('id')
      .where('user_id', '=', m.user_id)
      .where('word_norm', '=', form)
      .executeTakeFirst();
    if (taken) await db.deleteFrom('muted_words').where('id', '=', m.id).execute();
    else await db.updateTable('muted_words').set({ word_norm: form }).where('id', '=', m.id).execute();
  }
}
