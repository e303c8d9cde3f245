import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../lib/pagination.js';
import { indexTerms } from '../lib/search-text.js';
import type { Dialect } from './dialect.js';
import { keyset } from './keyset.js';
import type { Database } from './types.js';

/**
 * Full-text search over answers, the one place SQLite FTS5 and PostgreSQL text search differ.
 *
 * What is indexed is computed here, not by the database: the folded and stemmed terms of
 * lib/search-text.ts (the same fold as muted words and the profanity filter), written by the
 * answering statement's caller (indexAnswer) into a contentless FTS5 table keyed by answer_seq
 * (SQLite) or the `search` tsvector (PostgreSQL, built with array_to_tsvector so PostgreSQL's
 * parser and locale change nothing). Every term also counts in `search_terms`, the vocabulary:
 *
 * - Prefixes are expanded from the vocabulary, not by the index: a word of two or more characters
 *   stands for its MAX_EXPANSIONS most frequent completions (among the first VOCABULARY_SCAN in
 *   term order), a one-character word for itself. FTS5 merges every completion's posting list
 *   into one before the first row (`"a"*` took 70 ms at a million answers) where an OR of a few
 *   terms is read lazily, page by page. A completion past the first 16 is found once more of it
 *   is typed.
 * - Bounded work: the vocabulary says how many answers each word can match. When every word is
 *   common (more than RARE_DOCS answers each), only the WINDOW answers next to the anchor are
 *   searched ("latest": 5 000 before it; "top": the newest 2 000 ranked), so a page may come back
 *   short or empty although older matches exist; when a word is rare, all its matches are read
 *   and there are at most RARE_DOCS of them per completion.
 *
 * Counts in search_terms only grow (an edited or deleted answer leaves them): they order
 * completions and choose the plan, where an upper bound does.
 */

export interface SearchBounds {
  /** Completions of one prefix that are searched. */
  expansions: number;
  /** Vocabulary entries read per prefix. */
  vocabularyScan: number;
  /** A word matching at most this many answers is rare: all of its matches are read. */
  rareDocs: number;
  /** "latest" over common words: the answers next to the anchor searched per page. */
  latestWindow: number;
  /** "top" over common words: the newest answers that are ranked. */
  topWindow: number;
}

export const SEARCH_BOUNDS: SearchBounds = {
  expansions: 16,
  vocabularyScan: 2000,
  rareDocs: 1000,
  latestWindow: 5000,
  topWindow: 2000,
};

/** The words of a search: for each, the indexed terms any of which matches it; and whether all are common. */
export interface SearchPlan {
  groups: string[][];
  common: boolean;
  bounds: SearchBounds;
}

/** Above the last code point: `term < prefix + TOP` is "starts with prefix" in byte order. */
const TOP = '\u{10ffff}';

/**
 * Looks the words up in the vocabulary; null when one of them matches nothing (no query needed).
 * Words are query terms of lib/search-text.ts (folded stems).
 */
export async function planSearch(
  db: Kysely<Database>,
  words: string[],
  bounds: SearchBounds = SEARCH_BOUNDS,
): Promise<SearchPlan | null> {
  const lookups = await Promise.all(
    words.map(async (word) => {
      if ([...word].length < 2) {
        // search_terms_pkey: one term.
        const row = await db.selectFrom('search_terms').select('docs').where('term', '=', word).executeTakeFirst();
        return row ? { terms: [word], docs: Number(row.docs) } : null;
      }
      // search_terms_pkey: a range of terms in byte order (collate "C" on PostgreSQL).
      const rows = await db
        .selectFrom('search_terms')
        .select(['term', 'docs'])
        .where('term', '>=', word)
        .where('term', '<', `${word}${TOP}`)
        .orderBy('term')
        .limit(bounds.vocabularyScan)
        .execute();
      if (rows.length === 0) return null;
      const best = rows.sort((a, b) => Number(b.docs) - Number(a.docs)).slice(0, bounds.expansions);
      return { terms: best.map((r) => r.term), docs: best.reduce((n, r) => n + Number(r.docs), 0) };
    }),
  );
  if (lookups.length === 0 || lookups.some((l) => l === null)) return null;
  const found = lookups as { terms: string[]; docs: number }[];
  return {
    groups: found.map((l) => l.terms),
    common: found.every((l) => l.docs > bounds.rareDocs),
    bounds,
  };
}

/**
 * The match expression. Terms are runs of letters, digits and marks (lib/fold.ts splitWords), so
 * quoting them is enough for either parser.
 */
function ftsQuery(dialect: Dialect, plan: SearchPlan): string {
  return dialect.name === 'sqlite'
    ? plan.groups.map((g) => `(${g.map((t) => `"${t}"`).join(' OR ')})`).join(' AND ')
    : plan.groups.map((g) => `(${g.map((t) => `'${t}'`).join(' | ')})`).join(' & ');
}

// biome-ignore lint/suspicious/noExplicitAny: a question query with the alias q
type QuestionQuery = SelectQueryBuilder<any, any, any>;

/**
 * PostgreSQL, common words: the ids of matches among the `window` answers next to the anchor,
 * read in answer order from questions_explore_idx and stopped after four pages of matches (the
 * visibility rules of the outer query may drop some). A GIN scan would read every match first.
 */
function postgresWindow(
  tsquery: string,
  window: number,
  direction: 'newer' | 'older',
  anchor: { sort: string; id: number } | null,
) {
  const op = direction === 'older' ? sql`<` : sql`>`;
  const order = direction === 'older' ? sql`desc` : sql`asc`;
  const after = anchor ? sql`and (date_answered, id) ${op} (${anchor.sort}, ${anchor.id})` : sql``;
  return sql<boolean>`q.id in (select w.id from (
      select id, date_answered, search from questions where status = 'answered' ${after}
      order by date_answered ${order}, id ${order} limit ${window}
    ) w where w.search @@ ${tsquery}::tsquery
    order by w.date_answered ${order}, w.id ${order} limit ${PAGE_SIZE * 4})`;
}

/**
 * "latest": answers over `questions as q` that match every word, newest answer first, one keyset
 * page. SQLite reads them in answer order from the FTS5 index itself (its rowid is answer_seq,
 * migration 20261123T050000) and stops after a page; PostgreSQL matches rare words through the GIN
 * index and common ones in answer order (postgresWindow).
 */
export function latestMatching(
  dialect: Dialect,
  qb: QuestionQuery,
  plan: SearchPlan,
  page: { direction: 'newer' | 'older'; anchor: { sort: string; id: number; seq: number | null } | null },
): QuestionQuery {
  const query = ftsQuery(dialect, plan);
  const window = plan.bounds.latestWindow;
  const older = page.direction === 'older';
  if (dialect.name === 'sqlite') {
    let q = qb
      .innerJoin(sql`questions_fts`.as('fts'), (join) => join.on(sql`fts.rowid`, '=', sql`q.answer_seq`))
      .where(sql<boolean>`questions_fts match ${query}`);
    // An anchor without a number (never answered) leaves nothing older or newer to show.
    const seq = page.anchor ? (page.anchor.seq ?? (older ? 0 : Number.MAX_SAFE_INTEGER)) : null;
    if (seq !== null) q = q.where(older ? sql<boolean>`fts.rowid < ${seq}` : sql<boolean>`fts.rowid > ${seq}`);
    if (plan.common) {
      const from = seq ?? sql`(select max(answer_seq) + 1 from questions)`;
      q = q.where(
        older ? sql<boolean>`fts.rowid >= ${from} - ${window}` : sql<boolean>`fts.rowid <= ${from} + ${window}`,
      );
    }
    return q.orderBy(sql`fts.rowid`, older ? 'desc' : 'asc').limit(PAGE_SIZE);
  }
  const matching = plan.common
    ? qb.where(postgresWindow(query, window, page.direction, page.anchor))
    : qb.where(sql<boolean>`q.search @@ ${query}::tsquery`);
  return keyset(matching, {
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
 * Common words rank the newest `topWindow` answers only (see the top of this file).
 */
export async function topQuestionIds(
  dialect: Dialect,
  base: QuestionQuery,
  plan: SearchPlan,
  page: number,
): Promise<number[]> {
  const query = ftsQuery(dialect, plan);
  const window = plan.bounds.topWindow;
  const boost = sql`(1.0 + q.like_count / (q.like_count + 2.0))`;
  let ranked: QuestionQuery;
  if (dialect.name === 'sqlite') {
    ranked = base
      .innerJoin(sql`questions_fts`.as('fts'), (join) => join.on(sql`fts.rowid`, '=', sql`q.answer_seq`))
      .where(sql<boolean>`questions_fts match ${query}`);
    if (plan.common)
      ranked = ranked.where(sql<boolean>`fts.rowid > (select max(answer_seq) from questions) - ${window}`);
    // bm25 is negative, lower is better: multiplying by the boost makes liked rows lower still.
    ranked = ranked.orderBy(sql`bm25(questions_fts) * ${boost}`, 'asc');
  } else {
    const matching = plan.common
      ? base.where(sql<boolean>`q.id in (select w.id from (
          select id, search from questions where status = 'answered'
          order by date_answered desc, id desc limit ${window}
        ) w where w.search @@ ${query}::tsquery)`)
      : base.where(sql<boolean>`q.search @@ ${query}::tsquery`);
    ranked = matching.orderBy(sql`ts_rank(q.search, ${query}::tsquery) * ${boost}`, 'desc');
  }
  const rows = await ranked
    .select('q.id as id')
    .orderBy('q.id', 'desc')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** What one answer is indexed under: its question's terms and its answer's, in its author's language. */
interface IndexRow {
  id: number;
  /** SQLite only (the FTS5 rowid). */
  seq?: number | null | undefined;
  question: string;
  answer: string | null;
  lang: string;
}

/** Answered questions with what indexing needs; the language is the answer's, else its author's now. */
function indexRows(db: Kysely<Database>, dialect: Dialect) {
  return db
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select(['q.id as id', 'q.question as question', 'q.answer as answer'])
    .select(sql<string>`coalesce(q.lang, u.lang)`.as('lang'))
    .$if(dialect.name === 'sqlite', (qb) => qb.select('q.answer_seq as seq'))
    .where('q.status', '=', 'answered');
}

/** Writes the index entries and vocabulary counts of these answers (their old entries gone). */
async function writeIndex(db: Kysely<Database>, dialect: Dialect, rows: IndexRow[]): Promise<void> {
  if (rows.length === 0) return;
  const counts = new Map<string, number>();
  const docs = rows.map((r) => {
    const question = indexTerms(r.question, r.lang);
    const answer = indexTerms(r.answer ?? '', r.lang);
    for (const term of new Set([...question, ...answer])) counts.set(term, (counts.get(term) ?? 0) + 1);
    return { ...r, question, answer };
  });
  if (dialect.name === 'sqlite') {
    for (const d of docs) {
      if (d.seq == null) continue;
      await sql`insert into questions_fts(rowid, question, answer)
        values (${d.seq}, ${d.question.join(' ')}, ${d.answer.join(' ')})`.execute(db);
    }
  } else {
    for (const d of docs) {
      await sql`update questions set search = array_to_tsvector(${[...new Set([...d.question, ...d.answer])]}::text[])
        where id = ${d.id}`.execute(db);
    }
  }
  const entries = [...counts].map(([term, docs]) => ({ term, docs }));
  for (let i = 0; i < entries.length; i += 500) {
    await db
      .insertInto('search_terms')
      .values(entries.slice(i, i + 500))
      .onConflict((oc) => oc.column('term').doUpdateSet({ docs: sql`search_terms.docs + excluded.docs` }))
      .execute();
  }
}

/**
 * Indexes one answer after its text changed or it was published (the caller's transaction): the
 * old entry, if any, goes first. Deleting a row or renumbering it drops its SQLite entry by
 * trigger (migration 20261129T100000).
 */
export async function indexAnswer(db: Kysely<Database>, dialect: Dialect, questionId: number): Promise<void> {
  const rows = await indexRows(db, dialect).where('q.id', '=', questionId).execute();
  const row = rows[0];
  if (!row) return;
  if (dialect.name === 'sqlite' && row.seq != null) {
    await sql`delete from questions_fts where rowid = ${row.seq}`.execute(db);
  }
  await writeIndex(db, dialect, rows);
}

/**
 * Builds the whole index again: the migration that introduced it, data loaded by hand (the demo
 * seed, the bench). In batches of 1 000 answers by id.
 */
export async function reindexAnswers(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect.name === 'sqlite') await sql`delete from questions_fts`.execute(db);
  await db.deleteFrom('search_terms').execute();
  let after = 0;
  for (;;) {
    const rows = await indexRows(db, dialect).where('q.id', '>', after).orderBy('q.id').limit(1000).execute();
    if (rows.length === 0) return;
    await writeIndex(db, dialect, rows);
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/**
 * People search keeps the databases' own fold (users_fts, users.search of migration
 * 20261122T070000): every word a prefix, a one-character word itself. The users tables are small
 * next to the answers.
 */
export function peopleWords(term: string): string[] {
  return (term.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

function peopleQuery(dialect: Dialect, words: string[]) {
  const prefix = (w: string) => [...w].length >= 2;
  return dialect.name === 'sqlite'
    ? words.map((w) => (prefix(w) ? `"${w}"*` : `"${w}"`)).join(' ')
    : words.map((w) => (prefix(w) ? `${w}:*` : w)).join(' & ');
}

/** People whose username or name match all words; username prefix matches first, then popularity. */
export async function peopleIds(
  db: Kysely<Database>,
  dialect: Dialect,
  words: string[],
  viewerId: number,
  page: number,
): Promise<number[]> {
  const query = peopleQuery(dialect, words);
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
