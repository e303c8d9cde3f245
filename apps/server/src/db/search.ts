import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../lib/pagination.js';
import type { Dialect } from './dialect.js';
import type { Database } from './types.js';

/**
 * Full-text search, the one place SQLite FTS5 and PostgreSQL text search differ. Both fold case
 * and accents and match every word of the term as a prefix; callers get ids in result order.
 */

/** Words of a search term: letters and digits only, so nothing reaches a query parser unescaped. */
export function searchWords(term: string): string[] {
  return (term.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

function ftsQuery(dialect: Dialect, words: string[]) {
  return dialect.name === 'sqlite' ? words.map((w) => `"${w}"*`).join(' ') : words.map((w) => `${w}:*`).join(' & ');
}

// biome-ignore lint/suspicious/noExplicitAny: a question query with the alias q
type QuestionQuery = SelectQueryBuilder<any, any, any>;

/** Restricts a query over `questions as q` to rows whose question or answer match all words. */
export function whereQuestionMatches(dialect: Dialect, qb: QuestionQuery, words: string[]): QuestionQuery {
  const query = ftsQuery(dialect, words);
  if (dialect.name === 'sqlite') {
    return qb.where(sql<boolean>`q.id in (select rowid from questions_fts where questions_fts match ${query})`);
  }
  return qb.where(sql<boolean>`q.search @@ to_tsquery('simple', qurio_fold(${query}))`);
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
          .innerJoin(sql`questions_fts`.as('fts'), (join) => join.on(sql`fts.rowid`, '=', sql`q.id`))
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
