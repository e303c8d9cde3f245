import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import { prepare } from '../../db/prepared.js';
import type { Database, QuestionRow } from '../../db/types.js';
import { type Cursor, cursorDirection, PAGE_SIZE } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/queries.js';

/**
 * Answered questions whose owner is active and not blocked either way with the viewer.
 *
 * The owner is checked per row (a primary-key probe) rather than joined: with a join SQLite
 * started from the users table and sorted every answer of every active member for one explore
 * page (860 ms at a million answers); this way the page walks its own index and stops (0.14 ms).
 */
export function visibleAnswers(db: Kysely<Database>, viewerId: number | null) {
  return db
    .selectFrom('questions as q')
    .selectAll('q')
    .where('q.status', '=', 'answered')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('users as owner')
          .select('owner.id')
          .whereRef('owner.id', '=', 'q.user_id')
          .where('owner.status', '=', 'active'),
      ),
    )
    .where(notBlockedWith(viewerId, 'q.user_id'));
}

/**
 * timeline: answers by the people I follow and by me, newest answer first.
 *
 * One statement whatever the cursor: the ids of the page come from questions_profile_idx
 * (user_id, status, date_answered, id), a covering index, probed once per author — the viewer and
 * every active, unblocked member they follow. Each author's entries come out in page order, so
 * SQLite's ORDER BY … LIMIT leaves an author at their first entry that misses the top 20: the cost
 * is about authors × page size, not their history (0.47 ms at p50 for 80 authors at a million
 * answers, 0.6 ms for authors with 105 000 answers between them), where the former UNION ALL of
 * one LIMIT-20 branch per author cost 1.5 ms and rebuilt ~8 KB of SQL per request.
 *
 * Only ids are read from the index: selecting whole rows there made SQLite pick another index
 * and sort in a temporary table above 200 authors (66–263 ms a page). The anchor is resolved in
 * the same statement: an unknown or unanswered anchor compares as NULL and gives an empty page.
 */
export async function listTimeline(
  db: Kysely<Database>,
  dialect: Dialect,
  viewerId: number,
  cursor: Cursor,
): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const older = direction === 'older';
  const order = older ? 'desc' : 'asc';
  const authors = db
    .selectNoFrom(sql<number>`cast(${viewerId} as integer)`.as('id'))
    .unionAll(
      db
        .selectFrom('follows as f')
        .innerJoin('users as u', 'u.id', 'f.followee_id')
        .select('u.id')
        .where('f.follower_id', '=', viewerId)
        .where('u.status', '=', 'active')
        .where(notBlockedWith(viewerId, 'u.id')),
    );
  const afterAnchor = sql<boolean>`(c.date_answered, c.id) ${sql.raw(older ? '<' : '>')}
    (select a.date_answered, a.id from questions a where a.id = ${anchorId})`;
  // biome-ignore lint/suspicious/noExplicitAny: any query over `questions as c`
  const answersOf = <QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB =>
    (anchorId === null ? qb : qb.where(afterAnchor)).where(sql<boolean>`c.status = 'answered'`) as QB;

  // PostgreSQL does not stop an author's index scan early: with the IN form it read every answer
  // of every author after the anchor and sorted them (54 000 rows, 170 ms). There each author
  // gives at most one page through LATERAL, and only those candidates are merged.
  const page =
    dialect.name === 'postgres'
      ? db
          .selectFrom(authors.as('a'))
          .innerJoinLateral(
            (eb) =>
              answersOf(eb.selectFrom('questions as c').select('c.id'))
                .select('c.date_answered')
                .whereRef('c.user_id', '=', 'a.id')
                .orderBy('c.date_answered', order)
                .orderBy('c.id', order)
                .limit(PAGE_SIZE)
                .as('p'),
            (join) => join.onTrue(),
          )
          .select('p.id')
          .orderBy('p.date_answered', order)
          .orderBy('p.id', order)
          .limit(PAGE_SIZE)
      : // `viewer OR followed` as one IN list: an OR here makes SQLite collect rowids and read
        // every candidate's full row (5.9 ms a page against 0.5 ms).
        answersOf(db.selectFrom('questions as c').select('c.id'))
          .where('c.user_id', 'in', authors)
          .orderBy('c.date_answered', order)
          .orderBy('c.id', order)
          .limit(PAGE_SIZE);
  return db
    .selectFrom('questions as q')
    .selectAll('q')
    .where('q.id', 'in', page)
    .orderBy('q.date_answered', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}

// Explore's two statements, prepared once (db/prepared.ts).
const explorePage = prepare((db, p: { viewerId: number; offset: number }) =>
  visibleAnswers(db, p.viewerId).orderBy('q.rank_at', 'desc').orderBy('q.id', 'desc').limit(PAGE_SIZE).offset(p.offset),
);
const exploreSince = prepare((db, p: { viewerId: number; date: string }) =>
  visibleAnswers(db, p.viewerId)
    .where('q.date_answered', '>', p.date)
    .orderBy('q.date_answered', 'asc')
    .orderBy('q.id', 'asc')
    .limit(PAGE_SIZE),
);

/** explore, older pages: by rank (questions_explore_rank_idx); pages are capped at 50 by the contract. */
export function listExplorePage(db: Kysely<Database>, viewerId: number, page: number): Promise<QuestionRow[]> {
  return explorePage.execute(db, { viewerId, offset: (page - 1) * PAGE_SIZE });
}

/** explore, polling: what was answered after `date`, oldest first so nothing is skipped, then newest first. */
export async function listExploreSince(db: Kysely<Database>, viewerId: number, date: string): Promise<QuestionRow[]> {
  const rows = await exploreSince.execute(db, { viewerId, date });
  return rows.reverse();
}
