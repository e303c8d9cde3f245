import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import { keyset } from '../../db/keyset.js';
import { latestMatching, peopleMatching, type SearchPlan, topQuestionIds } from '../../db/search.js';
import type { Database, QuestionRow, UserRow } from '../../db/types.js';
import { finishPage, PAGE_SIZE } from '../../lib/pagination.js';
import { visibleAnswers } from '../feeds/queries.js';
import {
  type AnswerAnchor,
  joinRefs,
  loadQuestionsInOrder,
  type QuestionRefs,
  type RowWithRefs,
  refsOfJoinedRows,
} from '../questions/queries.js';
import { notBlockedWith } from '../users/queries.js';

/** What an answer search matches: one hashtag, or every word of the term as planned (db/search.ts). */
export type AnswerMatch = { tag: string } | { plan: SearchPlan };

/** Answers the viewer may see, limited to one hashtag's when the search is by tag. */
function visibleAnswersMatching(db: Kysely<Database>, viewerId: number | null, match: AnswerMatch) {
  const base = visibleAnswers(db, viewerId);
  if (!('tag' in match)) return base;
  return base.where('q.id', 'in', db.selectFrom('hashtags').select('question_id').where('tag', '=', match.tag));
}

/** search "top": best first, one offset page (capped by the contract). */
export async function listTopAnswers(
  db: Kysely<Database>,
  dialect: Dialect,
  viewerId: number | null,
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
  viewerId: number | null,
  match: AnswerMatch,
  cursor: { direction: 'newer' | 'older'; anchor: AnswerAnchor | null },
): Promise<{ rows: QuestionRow[]; refs: QuestionRefs }> {
  const base = visibleAnswersMatching(db, viewerId, match);
  const page =
    'tag' in match
      ? keyset(base, { sortColumn: 'q.date_answered', idColumn: 'q.id', ...cursor })
      : latestMatching(dialect, base, match.plan, cursor);
  // The page's refs in its own statement (questions/queries.ts joinRefs): two statements fewer.
  const rows = (await joinRefs(page, viewerId).execute()) as RowWithRefs[];
  return { rows: finishPage(rows as QuestionRow[], cursor.direction), refs: refsOfJoinedRows(rows) };
}

/** A person in the results: the summary columns and what the result row adds. */
export type PersonRow = Pick<
  UserRow,
  'id' | 'username' | 'fullname' | 'image' | 'verified' | 'status' | 'bio' | 'follower_count'
>;

/**
 * search "people": members whose folded username or name has every word (db/search.ts
 * peopleMatching), username prefix matches first, then the most followed; one offset page, in one
 * statement (the ids and then the rows cost a second one, 47 µs on the bench).
 */
export function listPeople(
  db: Kysely<Database>,
  dialect: Dialect,
  words: string[],
  viewerId: number | null,
  page: number,
): Promise<PersonRow[]> {
  const prefix = words[0] ?? '';
  const candidates = db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.fullname', 'u.image', 'u.verified', 'u.status', 'u.bio', 'u.follower_count'])
    .where('u.status', '=', 'active')
    .where('u.listed', '=', 1)
    .$if(viewerId !== null, (qb) => qb.where('u.id', '!=', viewerId as number))
    .where(notBlockedWith(viewerId, 'u.id'));
  return peopleMatching(dialect, candidates, words)
    .orderBy(
      sql`case when u.username_lower >= ${prefix} and u.username_lower < ${`${prefix}\u{10ffff}`} then 0 else 1 end`,
    )
    .orderBy('u.follower_count', 'desc')
    .orderBy('u.id')
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute() as Promise<PersonRow[]>;
}
