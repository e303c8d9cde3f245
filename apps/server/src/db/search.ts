import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../lib/pagination.js';
import { indexTerms, nameTerms } from '../lib/search-text.js';
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
  /**
   * PostgreSQL reads a window row by row from the heap (each row's tsvector checked: 3.2 ms for
   * the 639 rows that gave 80 matches of a word in 10 % of 200 000 answers) where its GIN index
   * finds and sorts all 20 000 matches in about 2.5 ms. So there a word is windowed only past
   * this many answers.
   */
  postgresRareDocs: number;
}

export const SEARCH_BOUNDS: SearchBounds = {
  expansions: 16,
  vocabularyScan: 2000,
  rareDocs: 1000,
  latestWindow: 5000,
  topWindow: 2000,
  postgresRareDocs: 50_000,
};

/** The words of a search: for each, the indexed terms any of which matches it; and whether all are common. */
export interface SearchPlan {
  groups: string[][];
  common: boolean;
  /** Answers the least common word can match (an upper bound). */
  fewest: number;
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
    fewest: Math.min(...found.map((l) => l.docs)),
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

/** Whether PostgreSQL searches a window of answers rather than every match (see postgresRareDocs). */
function windowedOnPostgres(plan: SearchPlan): boolean {
  return plan.common && plan.fewest > plan.bounds.postgresRareDocs;
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
  const matching = windowedOnPostgres(plan)
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
    const matching = windowedOnPostgres(plan)
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
    // One statement for the batch (an import's 500 answers, a reindex's 1 000): row by row, the
    // round trips were most of an import's time (10 000 answers: 41 s before, see features/import).
    const rows = docs.map((d) => ({ id: d.id, terms: [...new Set([...d.question, ...d.answer])] }));
    await sql`update questions as q set search = array_to_tsvector(v.terms)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id integer, terms text[])
      where q.id = v.id`.execute(db);
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

/** Indexes answers just inserted (an import's batch, in its transaction): they have no entry yet. */
export async function indexNewAnswers(db: Kysely<Database>, dialect: Dialect, questionIds: number[]): Promise<void> {
  if (questionIds.length === 0) return;
  await writeIndex(db, dialect, await indexRows(db, dialect).where('q.id', 'in', questionIds).execute());
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
    if (rows.length === 0) break;
    await writeIndex(db, dialect, rows);
    after = rows[rows.length - 1]?.id ?? after;
  }
  await compactIndex(db, dialect, 'questions_fts');
}

/**
 * People search over folded names (lib/search-text.ts nameTerms: "IŞIK" finds "Işık", "fussball"
 * finds "Fußball"), written by the server like the answers' terms (indexUser) into SQLite's
 * contentless users_fts or PostgreSQL's users.search (migration 20261129T110000). A word of two or
 * more characters is a prefix, a one-character word itself.
 *
 * SQLite keeps prefix indexes of 2 to 6 characters: without them FTS5 merges the posting list of
 * every completion before the first row, and "bench"* over 10 000 usernames bench0…bench9999 took
 * 1.6 ms for "bench music" (2.8 ms ranked); with them 0.25 ms (0.31 ms ranked). A longer prefix
 * has few completions.
 */
function peopleQuery(dialect: Dialect, words: string[]): string {
  const prefix = (w: string) => [...w].length >= 2;
  return dialect.name === 'sqlite'
    ? words.map((w) => (prefix(w) ? `"${w}"*` : `"${w}"`)).join(' ')
    : words.map((w) => (prefix(w) ? `'${w}':*` : `'${w}'`)).join(' & ');
}

// biome-ignore lint/suspicious/noExplicitAny: a users query with the alias u
type UserQuery = SelectQueryBuilder<any, any, any>;

/** Members (`users as u`) whose folded username or name has every word (lib/search-text.ts peopleTerms). */
export function peopleMatching(dialect: Dialect, qb: UserQuery, words: string[]): UserQuery {
  const query = peopleQuery(dialect, words);
  return dialect.name === 'sqlite'
    ? qb.where(sql<boolean>`u.id in (select rowid from users_fts where users_fts match ${query})`)
    : qb.where(sql<boolean>`u.search @@ ${query}::tsquery`);
}

/** Writes the index entries of these members (their old entries gone on SQLite). */
async function writeUserIndex(
  db: Kysely<Database>,
  dialect: Dialect,
  users: Array<{ id: number; username: string; fullname: string }>,
): Promise<void> {
  for (const u of users) {
    const terms = nameTerms(u.username, u.fullname);
    if (dialect.name === 'sqlite') {
      await sql`delete from users_fts where rowid = ${u.id}`.execute(db);
      await sql`insert into users_fts(rowid, name) values (${u.id}, ${terms.join(' ')})`.execute(db);
    } else {
      await sql`update users set search = array_to_tsvector(${terms}::text[]) where id = ${u.id}`.execute(db);
    }
  }
}

/**
 * Indexes one member after their username or name changed or they signed up (the caller's
 * transaction). Deleting the row drops the SQLite entry by trigger (migration 20261129T110000).
 */
export async function indexUser(db: Kysely<Database>, dialect: Dialect, userId: number): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'username', 'fullname']).where('id', '=', userId).execute();
  await writeUserIndex(db, dialect, users);
}

/** Indexes every member again (the migration, members loaded in bulk), 1 000 at a time by id. */
export async function reindexUsers(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  if (dialect.name === 'sqlite') await sql`delete from users_fts`.execute(db);
  let after = 0;
  for (;;) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'username', 'fullname'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (users.length === 0) break;
    await writeUserIndex(db, dialect, users);
    after = users[users.length - 1]?.id ?? after;
  }
  await compactIndex(db, dialect, 'users_fts');
}

/**
 * SQLite: merges a full-text index into one segment. FTS5 opens every segment for every query:
 * on the bench's 200 000 answers, left as loaded in ten segments, a word that matches nothing cost
 * 85 µs and one page of "music" 110 µs; in one segment 9 µs and 19 µs. Rewrites the index (0.3 s
 * at 200 000 answers), so only after loading in bulk; live writes keep few segments by the merge
 * settings of migration 20261129T110000.
 */
export async function compactIndex(
  db: Kysely<Database>,
  dialect: Dialect,
  table: 'questions_fts' | 'users_fts',
): Promise<void> {
  if (dialect.name !== 'sqlite') return;
  await sql`insert into ${sql.table(table)}(${sql.table(table)}) values ('optimize')`.execute(db);
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
