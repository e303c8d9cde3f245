import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../lib/pagination.js';
import type { Dialect } from './dialect.js';
import { keyset } from './keyset.js';
import type { Database } from './types.js';

/**
 * Full-text search, the one place SQLite FTS5 and PostgreSQL text search differ. Both fold case
 * and accents and match every word of the term as a prefix (a word of one character as itself);
 * callers get ids in result order.
 */

/** Words of a search term: letters and digits only, so nothing reaches a query parser unescaped. */
export function searchWords(term: string): string[] {
  return (term.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * A one-character word matches only itself, not as a prefix: `"a"*` is every word starting with
 * "a", whose index entries SQLite merges into one list before the first row (70 ms at a million
 * answers, during which the event loop waits; PostgreSQL's GIN scan is as broad). The web and the
 * app search from two characters on, and a prefix of one says nothing anyway.
 */
const MIN_PREFIX = 2;

function ftsQuery(dialect: Dialect, words: string[]) {
  const prefix = (w: string) => [...w].length >= MIN_PREFIX;
  return dialect.name === 'sqlite'
    ? words.map((w) => (prefix(w) ? `"${w}"*` : `"${w}"`)).join(' ')
    : words.map((w) => (prefix(w) ? `${w}:*` : w)).join(' & ');
}

// biome-ignore lint/suspicious/noExplicitAny: a question query with the alias q
type QuestionQuery = SelectQueryBuilder<any, any, any>;

/**
 * "latest": answers over `questions as q` whose question or answer match all words, newest answer
 * first, one keyset page. SQLite reads them in answer order from the FTS5 index itself (its rowid
 * is answer_seq, migration 20261123T050000) and stops after a page; PostgreSQL matches through
 * the GIN index and sorts the matches by answer time.
 */
export function latestMatching(
  dialect: Dialect,
  qb: QuestionQuery,
  words: string[],
  page: { direction: 'newer' | 'older'; anchor: { sort: string; id: number; seq: number | null } | null },
): QuestionQuery {
  const query = ftsQuery(dialect, words);
  if (dialect.name === 'sqlite') {
    const older = page.direction === 'older';
    let q = qb
      .innerJoin(sql`questions_fts`.as('fts'), (join) => join.on(sql`fts.rowid`, '=', sql`q.answer_seq`))
      .where(sql<boolean>`questions_fts match ${query}`);
    if (page.anchor) {
      // An anchor without a number (never answered) leaves nothing older or newer to show.
      const seq = page.anchor.seq ?? (older ? 0 : Number.MAX_SAFE_INTEGER);
      q = q.where(older ? sql<boolean>`fts.rowid < ${seq}` : sql<boolean>`fts.rowid > ${seq}`);
    }
    return q.orderBy(sql`fts.rowid`, older ? 'desc' : 'asc').limit(PAGE_SIZE);
  }
  return keyset(qb.where(sql<boolean>`q.search @@ to_tsquery('simple', qurio_fold(${query}))`), {
    sortColumn: 'q.date_answered',
    idColumn: 'q.id',
    direction: page.direction,
    anchor: page.anchor,
  });
}

/**
 * "top": best matches first, weighted by likes. The text score (SQLite bm25, PostgreSQL
 * ts_rank) is multiplied by 1 + likes / (likes + 2): two likes make it 1.5 times as good, and no
 * number of likes more than doubles it, so a strong text match still beats a popular weak one.
 */
export async function topQuestionIds(
  dialect: Dialect,
  base: QuestionQuery,
  words: string[],
  page: number,
): Promise<number[]> {
  const query = ftsQuery(dialect, words);
  const boost = sql`(1.0 + q.like_count / (q.like_count + 2.0))`;
  const ranked =
    dialect.name === 'sqlite'
      ? base
          .innerJoin(sql`questions_fts`.as('fts'), (join) => join.on(sql`fts.rowid`, '=', sql`q.answer_seq`))
          .where(sql<boolean>`questions_fts match ${query}`)
          // bm25 is negative, lower is better: multiplying by the boost makes liked rows lower still.
          .orderBy(sql`bm25(questions_fts) * ${boost}`, 'asc')
      : base
          .where(sql<boolean>`q.search @@ to_tsquery('simple', qurio_fold(${query}))`)
          .orderBy(sql`ts_rank(q.search, to_tsquery('simple', qurio_fold(${query}))) * ${boost}`, 'desc');
  const rows = await ranked
    .select('q.id as id')
    .orderBy('q.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** People whose username or name match all words; username prefix matches first, then popularity. */
export async function peopleIds(
  db: Kysely<Database>,
  dialect: Dialect,
  words: string[],
  viewerId: number,
  page: number,
): Promise<number[]> {
  const query = ftsQuery(dialect, words);
  const prefix = (words[0] ?? '').toLowerCase();
  let q = db
    .selectFrom('users as u')
    .select('u.id')
    .where('u.status', '=', 'active')
    .where('u.id', '!=', viewerId)
    .where('u.id', 'not in', db.selectFrom('blocks').select('blocked_id').where('blocker_id', '=', viewerId))
    .where('u.id', 'not in', db.selectFrom('blocks').select('blocker_id').where('blocked_id', '=', viewerId));
  q =
    dialect.name === 'sqlite'
      ? q.where(sql<boolean>`u.id in (select rowid from users_fts where users_fts match ${query})`)
      : q.where(sql<boolean>`u.search @@ to_tsquery('simple', qurio_fold(${query}))`);
  const rows = await q
    .orderBy(
      sql`case when u.username_lower >= ${prefix} and u.username_lower < ${`${prefix}\u{10ffff}`} then 0 else 1 end`,
    )
    .orderBy('u.follower_count', 'desc')
    .orderBy('u.id')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * SQLite: numbers answered questions again in the order of their answer dates. Only for data
 * written with dates in the past (the demo seed); live answers are numbered as they happen.
 * Two passes, because answer_seq is unique and SQLite checks that row by row.
 */
export async function renumberAnswersByDate(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect.name !== 'sqlite') return;
  await db.transaction().execute(async (trx) => {
    await sql`create temp table answer_order (id integer primary key, n integer not null)`.execute(trx);
    await sql`insert into answer_order
      select id, row_number() over (order by date_answered, id) from questions where answer_seq is not null`.execute(
      trx,
    );
    await sql`update questions set answer_seq = -answer_seq where answer_seq is not null`.execute(trx);
    await sql`update questions set answer_seq = (select n from answer_order where answer_order.id = questions.id)
      where answer_seq is not null`.execute(trx);
    await sql`drop table answer_order`.execute(trx);
  });
}
