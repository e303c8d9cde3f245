import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import { keyset } from '../../db/keyset.js';
import { latestMatching, type SearchPlan, topQuestionIds } from '../../db/search.js';
import type { Database, QuestionRow, UserRow } from '../../db/types.js';
import { finishPage, PAGE_SIZE } from '../../lib/pagination.js';
import { visibleAnswers } from '../feeds/queries.js';
import { type AnswerAnchor, loadQuestionsInOrder } from '../questions/queries.js';

/** What an answer search matches: one hashtag, or every word of the term as planned (db/search.ts). */
export type AnswerMatch = { tag: string } | { plan: SearchPlan };

/** Answers the viewer may see, limited to one hashtag's when the search is by tag. */
function visibleAnswersMatching(db: Kysely<Database>, viewerId: number, match: AnswerMatch) {
  const base = visibleAnswers(db, viewerId);
  if (!('tag' in match)) return base;
  return base.where('q.id', 'in', db.selectFrom('hashtags').select('question_id').where('tag', '=', match.tag));
}

/** search "top": best first, one offset page (capped by the contract). */
export async function listTopAnswers(
  db: Kysely<Database>,
  dialect: Dialect,
  viewerId: number,
  match: AnswerMatch,
  page: number,
): Promise<QuestionRow[]> {
  const base = visibleAnswersMatching(db, viewerId, match);
  if ('tag' in match) {
    // A tag has no text score: the most liked answers carrying it.
    return base
      .orderBy('q.like_count', 'desc')
      .orderBy('q.id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
  }
  return loadQuestionsInOrder(db, await topQuestionIds(dialect, base.clearSelect(), match.plan, page));
}

/** search "latest": newest answer first, one keyset page after `anchor` (null for the first page). */
export async function listLatestAnswers(
  db: Kysely<Database>,
  dialect: Dialect,
  viewerId: number,
  match: AnswerMatch,
  cursor: { direction: 'newer' | 'older'; anchor: AnswerAnchor | null },
): Promise<QuestionRow[]> {
  const base = visibleAnswersMatching(db, viewerId, match);
  const page =
    'tag' in match
      ? keyset(base, { sortColumn: 'q.date_answered', idColumn: 'q.id', ...cursor })
      : latestMatching(dialect, base, match.plan, cursor);
  const rows = await page.execute();
  return finishPage(rows as QuestionRow[], cursor.direction);
}

/** A person in the results: the summary columns and what the result row adds. */
export type PersonRow = Pick<
  UserRow,
  'id' | 'username' | 'fullname' | 'image' | 'verified' | 'status' | 'bio' | 'follower_count'
>;

/** Loads people by id and keeps the order the ids came in (the search's ranking). */
export async function loadPeopleInOrder(db: Kysely<Database>, ids: number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'fullname', 'image', 'verified', 'status', 'bio', 'follower_count'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(users.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const u = byId.get(id);
    return u ? [u] : [];
  });
}
