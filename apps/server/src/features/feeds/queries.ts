import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Dialect } from '../../db/dialect.js';
import { prepare } from '../../db/prepared.js';
import type { Database, QuestionRow } from '../../db/types.js';
import { type Cursor, cursorDirection, finishPage, PAGE_SIZE } from '../../lib/pagination.js';
import { joinRefs, type QuestionRefs, type RowWithRefs, refsOfJoinedRows } from '../questions/queries.js';
import { notBlockedWith } from '../users/queries.js';

/** The member in `column` (an answer's owner) is active: a primary-key probe per row. */
function ownerIsActive(column: 't.author_id') {
  return sql<boolean>`exists (select owner.id from users as owner where owner.id = ${sql.ref(column)} and owner.status = 'active')`;
}

/** The answer's owner is active and listed in explore and search (users.listed, off by default for minors). */
function ownerIsListed() {
  return sql<boolean>`exists (select owner.id from users as owner where owner.id = q.user_id and owner.status = 'active' and owner.listed = 1)`;
}

/**
 * Answered questions of explore and search: the owner is active, listed, and not blocked either
 * way with the viewer.
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
    .where(ownerIsListed())
    .where(notBlockedWith(viewerId, 'q.user_id'));
}

/** Where a timeline read starts and how much it reads (listTimeline and the fan-out's build). */
interface TimelineScan {
  anchorId: number | null;
  older: boolean;
  limit: number;
  /** Only authors whose answers are read on demand (users.timeline_pull): the fan-out's merge. */
  pulledOnly?: boolean;
}

/**
 * timeline read in full: answers by the people I follow and by me, newest answer first. The
 * fan-out (timeline.ts) serves most pages from timeline_entries; this query builds a timeline,
 * reads authors followed by very many, pages below the cap, and is what the consistency test
 * holds the fan-out to.
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
export function listTimeline(
  db: Kysely<Database>,
  dialect: Dialect,
  viewerId: number,
  cursor: Cursor,
  pulledOnly = false,
): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const page = timelineIds(db, dialect, viewerId, {
    anchorId,
    older: direction === 'older',
    limit: PAGE_SIZE,
    pulledOnly,
  });
  return db
    .selectFrom('questions as q')
    .selectAll('q')
    .where('q.id', 'in', page)
    .orderBy('q.date_answered', 'desc')
    .orderBy('q.id', 'desc')
    .execute();
}

/** The ids of a timeline read in full, in page order (see listTimeline). */
function timelineIds(db: Kysely<Database>, dialect: Dialect, viewerId: number, scan: TimelineScan) {
  const { anchorId, older, limit } = scan;
  const order = older ? 'desc' : 'asc';
  const pulled = (column: string) => sql<boolean>`${sql.ref(column)} = 1`;
  const self = db.selectNoFrom(sql<number>`cast(${viewerId} as integer)`.as('id'));
  const authors = (
    scan.pulledOnly
      ? db.selectFrom('users as me').select('me.id').where('me.id', '=', viewerId).where(pulled('me.timeline_pull'))
      : self
  ).unionAll(
    db
      .selectFrom('follows as f')
      .innerJoin('users as u', 'u.id', 'f.followee_id')
      .select('u.id')
      .where('f.follower_id', '=', viewerId)
      .where('u.status', '=', 'active')
      .$if(scan.pulledOnly === true, (qb) => qb.where(pulled('u.timeline_pull')))
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
  return dialect.name === 'postgres'
    ? db
        .selectFrom(authors.as('a'))
        .innerJoinLateral(
          (eb) =>
            answersOf(eb.selectFrom('questions as c').select('c.id'))
              .select('c.date_answered')
              .whereRef('c.user_id', '=', 'a.id')
              .orderBy('c.date_answered', order)
              .orderBy('c.id', order)
              .limit(limit)
              .as('p'),
          (join) => join.onTrue(),
        )
        .select('p.id')
        .orderBy('p.date_answered', order)
        .orderBy('p.id', order)
        .limit(limit)
    : // `viewer OR followed` as one IN list: an OR here makes SQLite collect rowids and read
      // every candidate's full row (5.9 ms a page against 0.5 ms).
      answersOf(db.selectFrom('questions as c').select('c.id'))
        .where('c.user_id', 'in', authors)
        .orderBy('c.date_answered', order)
        .orderBy('c.id', order)
        .limit(limit);
}

/** A timeline key: the order of every timeline page, newest first by (date_answered, id). */
export interface TimelineKey {
  date: string;
  id: number;
}

export interface TimelineState {
  /** Entries are complete from this key up; null: the timeline holds all it should. */
  floor: TimelineKey | null;
  entries: number;
  /** Whether any author's answers are read on demand (users_timeline_pull_idx): most instances have none. */
  anyPulled: boolean;
  /** The key of the anchor asked for with the state; null without one or when it is no answer. */
  anchor: TimelineKey | null;
}

const timelineState = prepare((db, p: { userId: number; anchorId: number }) =>
  db
    .selectFrom('timeline_state')
    .select(['floor_date', 'floor_id', 'entries'])
    // The page's anchor, to compare with the floor: in this statement, not one of its own.
    .select((eb) =>
      eb
        .selectFrom('questions as a')
        .select('a.date_answered')
        .where('a.id', '=', p.anchorId)
        .where('a.status', '=', 'answered')
        .as('anchor_date'),
    )
    // The 1 is written into the statement, not bound: PostgreSQL's generic plan for a prepared
    // `timeline_pull = $2` cannot know the value is rare and scans every member (26 ms at 10 000).
    .select((eb) =>
      eb.exists(eb.selectFrom('users').select('id').where(sql<boolean>`timeline_pull = 1`)).as('any_pulled'),
    )
    .where('user_id', '=', p.userId),
);

/**
 * A member's timeline state, whether any author is pulled, and the key of the page's anchor (null
 * without one, or when it is not an answer), in one statement (a page's first).
 */
export async function findTimelineState(
  db: Kysely<Database>,
  userId: number,
  anchorId: number | null = null,
): Promise<TimelineState | undefined> {
  const row = await timelineState.executeTakeFirst(db, { userId, anchorId: anchorId ?? 0 });
  if (!row) return undefined;
  return {
    floor: row.floor_date === null || row.floor_id === null ? null : { date: row.floor_date, id: Number(row.floor_id) },
    entries: Number(row.entries),
    anyPulled: Boolean(row.any_pulled),
    anchor: anchorId !== null && row.anchor_date ? { date: row.anchor_date, id: anchorId } : null,
  };
}

/**
 * A page of the fanned-out timeline and its refs in one statement (questions/queries.ts
 * joinRefs): one range of timeline_entries' primary key, each entry
 * joined to its answer (still answered) and checked against its author (still active), so a
 * freeze, a suspension or a deleted answer leaves the page without touching any timeline, and
 * a reactivation brings the answers back. Blocks and unfollows delete their entries instead
 * (timeline.ts). Entries below `floor` are not read: there the timeline is not complete.
 */
export async function listTimelineEntries(
  db: Kysely<Database>,
  viewerId: number,
  cursor: Cursor,
  floor: TimelineKey | null,
): Promise<{ rows: QuestionRow[]; refs: QuestionRefs }> {
  const { direction, anchorId } = cursorDirection(cursor);
  // No floor: a key below every key ('' sorts before any date).
  const params = { viewerId, floorDate: floor?.date ?? '', floorId: floor?.id ?? 0 };
  const rows = (
    anchorId === null
      ? await entriesPage.first.execute(db, params)
      : await entriesPage[direction].execute(db, { ...params, anchorId })
  ) as RowWithRefs[];
  return { rows: finishPage(rows, direction), refs: refsOfJoinedRows(rows) };
}

/** The page's statement, prepared once per kind of page (db/prepared.ts): newest, older, newer. */
const entriesPage = {
  first: prepare((db, p: EntriesParams) => entriesQuery(db, p, null)),
  older: prepare((db, p: EntriesParams & { anchorId: number }) =>
    entriesQuery(db, p, { older: true, anchorId: p.anchorId }),
  ),
  newer: prepare((db, p: EntriesParams & { anchorId: number }) =>
    entriesQuery(db, p, { older: false, anchorId: p.anchorId }),
  ),
};

type EntriesParams = { viewerId: number; floorDate: string; floorId: number };

function entriesQuery(db: Kysely<Database>, p: EntriesParams, anchor: { older: boolean; anchorId: number } | null) {
  const order = anchor === null || anchor.older ? 'desc' : 'asc';
  const page = db
    .selectFrom('timeline_entries as t')
    .innerJoin('questions as q', 'q.id', 't.question_id')
    .selectAll('q')
    .where('t.user_id', '=', p.viewerId)
    .$if(anchor !== null, (qb) =>
      qb.where(
        sql<boolean>`(t.date_answered, t.question_id) ${sql.raw(anchor?.older ? '<' : '>')}
          (select a.date_answered, a.id from questions a where a.id = ${anchor?.anchorId})`,
      ),
    )
    .where(sql<boolean>`(t.date_answered, t.question_id) >= (${p.floorDate}, ${p.floorId})`)
    .where('q.status', '=', 'answered')
    .where(ownerIsActive('t.author_id'))
    .orderBy('t.date_answered', order)
    .orderBy('t.question_id', order)
    .limit(PAGE_SIZE);
  return joinRefs(page, p.viewerId) as typeof page;
}

/** From now on the author's answers are read on demand (never undone: see timeline.ts). */
export async function markPulledAuthor(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ timeline_pull: 1 }).where('id', '=', userId).execute();
}

/**
 * Timeline writes on PostgreSQL hold advisory locks from their transaction's first statement,
 * so a build, a fan-out and a follow never each miss what the other has not committed yet (READ
 * COMMITTED): a build (`build`) takes the whole timeline lock alone; every other timeline write
 * shares it, and takes each author it touches — shared to fan an answer out (`answer`), alone to
 * add or drop an author's entries (`follow`), in id order. Taken before any row lock, they add no
 * deadlock. SQLite runs one write transaction at a time: nothing to take.
 */
export async function lockTimelines(
  db: Kysely<Database>,
  dialect: Dialect,
  kind: 'build' | 'answer' | 'follow',
  authorIds: number[] = [],
): Promise<void> {
  if (dialect.name !== 'postgres') return;
  if (kind === 'build') {
    await sql`select pg_advisory_xact_lock(${TIMELINE_LOCK}, 0)`.execute(db);
    return;
  }
  await sql`select pg_advisory_xact_lock_shared(${TIMELINE_LOCK}, 0)`.execute(db);
  const fn = sql.raw(kind === 'answer' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock');
  for (const id of [...new Set(authorIds)].sort((a, b) => a - b)) {
    await sql`select ${fn}(${TIMELINE_AUTHOR_LOCK}, ${id})`.execute(db);
  }
}
/** Advisory lock classes (two-key form): the whole timeline, and one author's entries. */
const TIMELINE_LOCK = 32_001;
const TIMELINE_AUTHOR_LOCK = 32_002;

/**
 * Builds a member's timeline from the follows: the newest `cap` answers of the full read. False
 * when it was built already (a parallel first read). The floor is the oldest entry when the cap
 * was reached, else none: everything is in.
 */
export async function buildTimeline(
  db: Kysely<Database>,
  dialect: Dialect,
  userId: number,
  cap: number,
): Promise<boolean> {
  const created = await db
    .insertInto('timeline_state')
    .values({ user_id: userId, floor_date: null, floor_id: null, entries: 0 })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst();
  if (Number(created.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
  const ids = timelineIds(db, dialect, userId, { anchorId: null, older: true, limit: cap });
  const inserted = await db
    .insertInto('timeline_entries')
    .columns(['user_id', 'date_answered', 'question_id', 'author_id'])
    .expression(
      db
        .selectFrom('questions as q')
        .select([sql<number>`cast(${userId} as integer)`.as('user_id'), 'q.date_answered', 'q.id', 'q.user_id'])
        .where('q.id', 'in', ids),
    )
    .executeTakeFirst();
  const entries = Number(inserted.numInsertedOrUpdatedRows ?? 0n);
  const floor = entries >= cap ? await oldestEntry(db, userId) : null;
  await db
    .updateTable('timeline_state')
    .set({ entries, floor_date: floor?.date ?? null, floor_id: floor?.id ?? null })
    .where('user_id', '=', userId)
    .execute();
  return true;
}

async function oldestEntry(db: Kysely<Database>, userId: number): Promise<TimelineKey | null> {
  const row = await db
    .selectFrom('timeline_entries')
    .select(['date_answered', 'question_id'])
    .where('user_id', '=', userId)
    .orderBy('date_answered', 'asc')
    .orderBy('question_id', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row ? { date: row.date_answered, id: Number(row.question_id) } : null;
}

/**
 * Writes a new answer into the timelines built of its author and of every follower, in one
 * statement (follows_followee_idx, then a primary-key probe of timeline_state each), and counts
 * them. Returns the members now past `overCap` entries, for the caller to trim.
 */
export async function fanOutAnswer(
  db: Kysely<Database>,
  answer: { id: number; user_id: number; date_answered: string },
  overCap: number,
): Promise<number[]> {
  const readers = db
    .selectFrom('timeline_state as s')
    .select('s.user_id')
    .where('s.user_id', '=', answer.user_id)
    .unionAll(
      db
        .selectFrom('follows as f')
        .innerJoin('timeline_state as s', 's.user_id', 'f.follower_id')
        .select('s.user_id')
        .where('f.followee_id', '=', answer.user_id),
    );
  await db
    .insertInto('timeline_entries')
    .columns(['user_id', 'date_answered', 'question_id', 'author_id'])
    .expression(
      db
        .selectFrom(readers.as('r'))
        .select([
          'r.user_id',
          sql<string>`cast(${answer.date_answered} as text)`.as('date_answered'),
          sql<number>`cast(${answer.id} as integer)`.as('question_id'),
          sql<number>`cast(${answer.user_id} as integer)`.as('author_id'),
        ])
        // SQLite reads `ON CONFLICT` after a SELECT without WHERE as part of a join: the WHERE
        // ends the SELECT (sqlite.org/lang_upsert.html, "parsing ambiguity").
        .where(sql<boolean>`true`),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const counted = await db
    .updateTable('timeline_state')
    .set((eb) => ({ entries: eb('entries', '+', 1) }))
    .where('user_id', 'in', readers)
    .returning(['user_id', 'entries'])
    .execute();
  return counted.filter((r) => Number(r.entries) > overCap).map((r) => Number(r.user_id));
}

/**
 * Keeps a member's newest `cap` entries and raises the floor to the oldest kept: older pages are
 * read in full from then on.
 */
export async function trimTimeline(db: Kysely<Database>, userId: number, cap: number): Promise<void> {
  const edge = await db
    .selectFrom('timeline_entries')
    .select(['date_answered', 'question_id'])
    .where('user_id', '=', userId)
    .orderBy('date_answered', 'desc')
    .orderBy('question_id', 'desc')
    .limit(1)
    .offset(cap - 1)
    .executeTakeFirst();
  if (!edge) return;
  await db
    .deleteFrom('timeline_entries')
    .where('user_id', '=', userId)
    .where(sql<boolean>`(date_answered, question_id) < (${edge.date_answered}, ${edge.question_id})`)
    .execute();
  await raiseFloor(db, userId, { date: edge.date_answered, id: Number(edge.question_id) }, { set: cap });
}

/** Sets the floor to `key` unless it is higher already, and the count (`set`) or moves it (`add`). */
async function raiseFloor(
  db: Kysely<Database>,
  userId: number,
  key: TimelineKey | null,
  count: { set: number } | { add: number },
): Promise<void> {
  const higher =
    key === null
      ? sql<boolean>`false`
      : sql<boolean>`floor_id is null or (floor_date, floor_id) < (${key.date}, ${key.id})`;
  await db
    .updateTable('timeline_state')
    .set((eb) => ({
      entries: 'set' in count ? count.set : eb('entries', '+', count.add),
      floor_date:
        key === null
          ? eb.ref('floor_date')
          : sql<string | null>`case when ${higher} then ${key.date} else floor_date end`,
      floor_id:
        key === null ? eb.ref('floor_id') : sql<number | null>`case when ${higher} then ${key.id} else floor_id end`,
    }))
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A follow: the followee's newest answers join the follower's timeline, as far as the floor
 * (at most `cap` of them; when there were more, the floor rises to the oldest taken). Nothing
 * when the follower's timeline is not built: its build will read the follow.
 */
export async function addAuthorToTimeline(
  db: Kysely<Database>,
  userId: number,
  authorId: number,
  cap: number,
): Promise<number> {
  const state = await findTimelineState(db, userId);
  if (!state) return 0;
  const floor = state.floor;
  const answers = () =>
    db
      .selectFrom('questions as q')
      .where('q.user_id', '=', authorId)
      .where('q.status', '=', 'answered')
      .$if(floor !== null, (qb) => qb.where(sql<boolean>`(q.date_answered, q.id) >= (${floor?.date}, ${floor?.id})`))
      .orderBy('q.date_answered', 'desc')
      .orderBy('q.id', 'desc');
  const edge = await answers()
    .select(['q.date_answered', 'q.id'])
    .limit(1)
    .offset(cap - 1)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('timeline_entries')
    .columns(['user_id', 'date_answered', 'question_id', 'author_id'])
    .expression(
      answers()
        .select([sql<number>`cast(${userId} as integer)`.as('user_id'), 'q.date_answered', 'q.id', 'q.user_id'])
        .limit(cap),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  const added = Number(inserted.numInsertedOrUpdatedRows ?? 0n);
  await raiseFloor(db, userId, edge?.date_answered ? { date: edge.date_answered, id: edge.id } : null, { add: added });
  return state.entries + added;
}

/** The members with a built timeline that shows `authorId`: themself and their followers (follows_followee_idx). */
export async function listTimelineReaders(db: Kysely<Database>, authorId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('timeline_state as s')
    .select('s.user_id')
    .where('s.user_id', '=', authorId)
    .unionAll(
      db
        .selectFrom('follows as f')
        .innerJoin('timeline_state as s', 's.user_id', 'f.follower_id')
        .select('s.user_id')
        .where('f.followee_id', '=', authorId),
    )
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** An unfollow or a block: the author's entries leave the member's timeline. */
export async function dropAuthorFromTimeline(db: Kysely<Database>, userId: number, authorId: number): Promise<void> {
  const removed = await db
    .deleteFrom('timeline_entries')
    .where('user_id', '=', userId)
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  const n = Number(removed.numDeletedRows);
  if (n > 0) await raiseFloor(db, userId, null, { add: -n });
}

/** Members with a built timeline not seen since `before` (users.last_active), at most `limit`. */
export async function findIdleTimelines(db: Kysely<Database>, before: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('timeline_state as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('s.user_id')
    .where((eb) => eb.or([eb('u.last_active', '<', before), eb('u.last_active', 'is', null)]))
    .limit(limit)
    .execute();
  return rows.map((r) => Number(r.user_id));
}

/** Drops these members' timelines: their next read builds them again. */
export async function dropTimelines(db: Kysely<Database>, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.deleteFrom('timeline_entries').where('user_id', 'in', userIds).execute();
  await db.deleteFrom('timeline_state').where('user_id', 'in', userIds).execute();
}

/**
 * Explore shows no answer with a content warning (issue 33). The condition is written as SQL, not
 * bound, and questions_explore_rank_idx is partial on it: both databases see that the index holds
 * exactly these answers (SQLite only uses a partial index whose condition the query states as is;
 * PostgreSQL's generic plan of a prepared statement cannot check a bound value), so a page still
 * walks one index and stops, however many warned answers there are.
 */
const unwarned = sql<boolean>`q.content_warning is null`;

// Explore's statements, prepared once (db/prepared.ts), each reading its page's refs too
// (questions/queries.ts joinRefs). A guest's viewer is null (issue 34): the block subqueries and
// the like probe compare with NULL, so nothing is blocked and nothing liked, with the same plan.
const explorePage = prepare((db, p: { viewerId: number | null; offset: number }) =>
  joinRefs(
    visibleAnswers(db, p.viewerId)
      .where(unwarned)
      .orderBy('q.rank_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(PAGE_SIZE)
      .offset(p.offset),
    p.viewerId,
  ),
);
// The reader's language: questions_explore_lang_idx (status, lang, rank_at, id), partial as the
// rank index, so a page walks the language's own answers by rank and stops.
const exploreInLanguage = prepare((db, p: { viewerId: number | null; lang: string; offset: number }) =>
  joinRefs(
    visibleAnswers(db, p.viewerId)
      .where(unwarned)
      .where('q.lang', '=', p.lang)
      .orderBy('q.rank_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(PAGE_SIZE)
      .offset(p.offset),
    p.viewerId,
  ),
);
// The other languages (and answers whose language is not known) after them: questions_explore_rank_idx,
// skipping the reader's language row by row. `coalesce` keeps the language out of the index's
// reach, so neither database trades the rank order for a sort.
const exploreOtherLanguages = prepare((db, p: { viewerId: number | null; lang: string; offset: number }) =>
  joinRefs(
    visibleAnswers(db, p.viewerId)
      .where(unwarned)
      .where(sql<boolean>`coalesce(q.lang, '') <> ${p.lang}`)
      .orderBy('q.rank_at', 'desc')
      .orderBy('q.id', 'desc')
      .limit(PAGE_SIZE)
      .offset(p.offset),
    p.viewerId,
  ),
);
// How many answers the reader's language has, counted no further than `upTo` (the page's offset).
const countInLanguage = prepare((db, p: { viewerId: number | null; lang: string; upTo: number }) =>
  db
    .selectFrom(
      visibleAnswers(db, p.viewerId)
        .clearSelect()
        .select('q.id')
        .where(unwarned)
        .where('q.lang', '=', p.lang)
        .limit(p.upTo)
        .as('l'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n')),
);
// The poll for newer answers walks questions_explore_idx from its date: only answers since then
// (of the reader's language when `lang` is not '': the poll's range is short, read row by row).
const exploreSince = prepare((db, p: { viewerId: number | null; date: string; lang: string }) =>
  joinRefs(
    visibleAnswers(db, p.viewerId)
      .where(unwarned)
      .where('q.date_answered', '>', p.date)
      .where(sql<boolean>`(${p.lang} = '' or q.lang = ${p.lang})`)
      .orderBy('q.date_answered', 'asc')
      .orderBy('q.id', 'asc')
      .limit(PAGE_SIZE),
    p.viewerId,
  ),
);

/**
 * explore, older pages by rank; pages are capped at 50 by the contract. With a language, that
 * language's answers come first (questions_explore_lang_idx) and the others fill up after the last
 * of them (questions_explore_rank_idx): page n is the n-th slice of that one order, so paging to
 * the end shows every answer once. A page reads one index while the language lasts; only the page
 * where it runs out reads both, and a page past it counts the language's answers (at most its own
 * offset, 980 rows) to know where the others start.
 */
export async function listExplorePage(
  db: Kysely<Database>,
  viewerId: number | null,
  page: number,
  lang: string | null,
): Promise<{ rows: QuestionRow[]; refs: QuestionRefs }> {
  const viewer = viewerId;
  const offset = (page - 1) * PAGE_SIZE;
  let rows: RowWithRefs[];
  if (lang === null) {
    rows = (await explorePage.execute(db, { viewerId: viewer, offset })) as RowWithRefs[];
  } else {
    rows = (await exploreInLanguage.execute(db, { viewerId: viewer, lang, offset })) as RowWithRefs[];
    if (rows.length < PAGE_SIZE) {
      const inLanguage =
        rows.length > 0
          ? offset + rows.length
          : Number((await countInLanguage.executeTakeFirst(db, { viewerId: viewer, lang, upTo: offset }))?.n ?? 0);
      // A whole page's worth read (the LIMIT stays a constant: connection.ts), the rest kept.
      const others = (await exploreOtherLanguages.execute(db, {
        viewerId: viewer,
        lang,
        offset: offset + rows.length - inLanguage,
      })) as RowWithRefs[];
      rows = [...rows, ...others.slice(0, PAGE_SIZE - rows.length)];
    }
  }
  return { rows, refs: refsOfJoinedRows(rows) };
}

/**
 * explore, polling: what was answered after `date` (in `lang` only when given), oldest first so
 * nothing is skipped, then newest first.
 */
export async function listExploreSince(
  db: Kysely<Database>,
  viewerId: number | null,
  date: string,
  lang: string | null,
): Promise<{ rows: QuestionRow[]; refs: QuestionRefs }> {
  const rows = (await exploreSince.execute(db, {
    viewerId,
    date,
    lang: lang ?? '',
  })) as RowWithRefs[];
  return { rows: rows.reverse(), refs: refsOfJoinedRows(rows) };
}
