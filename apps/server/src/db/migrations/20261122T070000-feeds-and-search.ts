import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Explore ranking and full-text search.
 * - questions.rank_at: when an answer "counts" in explore: its answer time plus a like boost
 *   (see features/feeds/explore-rank.ts), kept up to date by answer and like.
 * - SQLite: FTS5 tables over questions and users, accent-insensitive (remove_diacritics), kept in
 *   step by triggers.
 * - PostgreSQL: generated tsvector columns with GIN indexes, accent-insensitive through unaccent
 *   when the extension can be installed.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on today's table types
export async function up(db: Kysely<any>, d: Dialect): Promise<void> {
  await db.schema.alterTable('questions').addColumn('rank_at', 'text').execute();
  await sql`update questions set rank_at = date_answered where status = 'answered'`.execute(db);
  // explore: WHERE status = 'answered' ORDER BY rank_at DESC, id DESC.
  await db.schema
    .createIndex('questions_explore_rank_idx')
    .on('questions')
    .columns(['status', 'rank_at', 'id'])
    .execute();
  // people search by username prefix: a range scan on the lower-cased name.
  // (users_username_lower is unique already; trends and suggestions use users_status_followers_idx.)

  if (d.name === 'sqlite') {
    await sql`create virtual table questions_fts using fts5(
      question, answer, content='questions', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`create trigger questions_fts_ai after insert on questions begin
      insert into questions_fts(rowid, question, answer) values (new.id, new.question, coalesce(new.answer, ''));
    end`.execute(db);
    await sql`create trigger questions_fts_ad after delete on questions begin
      insert into questions_fts(questions_fts, rowid, question, answer) values ('delete', old.id, old.question, coalesce(old.answer, ''));
    end`.execute(db);
    await sql`create trigger questions_fts_au after update of question, answer on questions begin
      insert into questions_fts(questions_fts, rowid, question, answer) values ('delete', old.id, old.question, coalesce(old.answer, ''));
      insert into questions_fts(rowid, question, answer) values (new.id, new.question, coalesce(new.answer, ''));
    end`.execute(db);
    await sql`insert into questions_fts(rowid, question, answer) select id, question, coalesce(answer, '') from questions`.execute(
      db,
    );

    await sql`create virtual table users_fts using fts5(
      username, fullname, content='users', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`.execute(db);
    await sql`create trigger users_fts_ai after insert on users begin
      insert into users_fts(rowid, username, fullname) values (new.id, new.username, new.fullname);
    end`.execute(db);
    await sql`create trigger users_fts_ad after delete on users begin
      insert into users_fts(users_fts, rowid, username, fullname) values ('delete', old.id, old.username, old.fullname);
    end`.execute(db);
    await sql`create trigger users_fts_au after update of username, fullname on users begin
      insert into users_fts(users_fts, rowid, username, fullname) values ('delete', old.id, old.username, old.fullname);
      insert into users_fts(rowid, username, fullname) values (new.id, new.username, new.fullname);
    end`.execute(db);
    await sql`insert into users_fts(rowid, username, fullname) select id, username, fullname from users`.execute(db);
    return;
  }

  // Extensions are per database; the lock keeps parallel migrations (tests) from racing.
  await sql`select pg_advisory_xact_lock(20261122)`.execute(db);
  await sql`do $$ begin
    create extension if not exists unaccent schema public;
  exception when others then raise notice 'unaccent is not available; search stays accent-sensitive';
  end $$`.execute(db);
  await sql`do $$ begin
    if exists (select 1 from pg_extension where extname = 'unaccent') then
      execute $f$create or replace function qurio_fold(text) returns text
        language sql immutable parallel safe strict
        as 'select lower(public.unaccent(''public.unaccent''::regdictionary, $1))'$f$;
    else
      execute $f$create or replace function qurio_fold(text) returns text
        language sql immutable parallel safe strict as 'select lower($1)'$f$;
    end if;
  end $$`.execute(db);
  await sql`alter table questions add column search tsvector generated always as
    (to_tsvector('simple', qurio_fold(question || ' ' || coalesce(answer, '')))) stored`.execute(db);
  // search latest/top: full-text match over questions and answers.
  await sql`create index questions_search_idx on questions using gin (search)`.execute(db);
  await sql`alter table users add column search tsvector generated always as
    (to_tsvector('simple', qurio_fold(username || ' ' || fullname))) stored`.execute(db);
  // search people: full-text prefix match over username and name.
  await sql`create index users_search_idx on users using gin (search)`.execute(db);
}
