import type { Kysely } from 'kysely';
import type { TimelineConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Dialect } from '../../db/dialect.js';
import { inTransaction } from '../../db/transaction.js';
import type { Database, QuestionRow, UserRow } from '../../db/types.js';
import { type Cursor, cursorDirection, PAGE_SIZE } from '../../lib/pagination.js';
import type { QuestionRefs } from '../questions/queries.js';
import {
  addAuthorToTimeline,
  buildTimeline,
  dropAuthorFromTimeline,
  dropTimelines,
  fanOutAnswer,
  findIdleTimelines,
  findTimelineState,
  listTimeline,
  listTimelineEntries,
  listTimelineReaders,
  lockTimelines,
  markPulledAuthor,
  type TimelineKey,
  trimTimeline,
} from './queries.js';

/**
 * The home timeline, fanned out on write (issue 32). A member's timeline is a list of entries
 * (timeline_entries), written when a followed member answers, so a page is one index range
 * instead of a merge over everyone followed: measured before, the full read cost ~520 µs of a
 * timeline page's ~840 µs at a million answers.
 *
 * - Built on the member's first read (and again after the sweep dropped it for idleness): the
 *   newest `cap` answers of the full read (queries.ts listTimeline; 13.5 s for 2 000 members
 *   following 80 each at 200 000 answers with a cap of 200, a one-time cost per member).
 * - Kept to `cap` entries (a slack of a quarter before trimming); pages below the oldest kept
 *   entry (the floor) are read in full.
 * - Authors with more than `pullFollowers` followers are not fanned out (one answer would write
 *   that many rows): their answers are read at each page from the follows and merged, as Twitter
 *   and Bluesky do. Once pulled an author stays pulled, so a timeline never misses the answers
 *   they gave while above the line.
 * - Every write that changes what a timeline shows keeps it exact in its own transaction: an
 *   answer is fanned out, a follow adds the author's answers, an unfollow and a block (which ends
 *   follows both ways) drop them. What changes an answer or an author without a follow (deleting
 *   or removing an answer, a freeze, a suspension, a deletion, a reactivation) needs no write:
 *   the page joins each entry to its answer and author and skips what is no longer shown.
 *   timeline.test.ts holds every page to the full read after random sequences of these writes.
 */

/**
 * A page of rows, and their refs when the page's statement read them (the fan-out's pages);
 * null: showFeedRows loads them.
 */
export interface FeedPage {
  rows: QuestionRow[];
  refs: QuestionRefs | null;
}

/** timeline: a page of answers by the people the viewer follows and by the viewer. */
export async function getTimeline(ctx: AppContext, viewerId: number, cursor: Cursor): Promise<FeedPage> {
  const { kysely: db, dialect } = ctx.db;
  const { direction, anchorId } = cursorDirection(cursor);
  const full = async (): Promise<FeedPage> => ({ rows: await listTimeline(db, dialect, viewerId, cursor), refs: null });
  let state = await findTimelineState(db, viewerId, anchorId);
  if (!state) {
    await inTransaction(db, async (trx) => {
      await lockTimelines(trx, dialect, 'build');
      await buildTimeline(trx, dialect, viewerId, ctx.config.timeline.cap);
    });
    state = await findTimelineState(db, viewerId, anchorId);
    if (!state) return full();
  }
  const { floor } = state;
  // An anchor below the floor: entries there are not complete, the page is read in full.
  if (floor !== null && state.anchor !== null && compareKeys(state.anchor, floor) <= 0) return full();
  const entries = await listTimelineEntries(db, viewerId, cursor, floor);
  const pulled = state.anyPulled ? await listTimeline(db, dialect, viewerId, cursor, true) : [];
  const page: FeedPage =
    pulled.length === 0 ? entries : { rows: mergePages(entries.rows, pulled, direction === 'older'), refs: null };
  // An older page that runs past the floor: below it the entries are not complete.
  if (direction === 'older' && floor !== null) {
    const last = page.rows.at(-1);
    if (page.rows.length < PAGE_SIZE || (last && compareKeys(keyOf(last), floor) < 0)) return full();
  }
  return page;
}

function keyOf(row: QuestionRow): TimelineKey {
  return { date: row.date_answered ?? '', id: row.id };
}

function compareKeys(a: TimelineKey, b: TimelineKey): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;
}

/** Two pages in newest-first order as one: the page nearest the anchor, newest first. */
function mergePages(a: QuestionRow[], b: QuestionRow[], older: boolean): QuestionRow[] {
  const byId = new Map<number, QuestionRow>();
  for (const row of [...a, ...b]) byId.set(row.id, row);
  const all = [...byId.values()].sort((x, y) => compareKeys(keyOf(y), keyOf(x)));
  return older ? all.slice(0, PAGE_SIZE) : all.slice(-PAGE_SIZE);
}

/**
 * Takes the timeline locks an answer needs, as the first statement of its transaction
 * (queries.ts lockTimelines), before `addAnswerToTimelines` in the same transaction.
 */
export function lockTimelinesForAnswer(trx: Kysely<Database>, dialect: Dialect, authorId: number): Promise<void> {
  return lockTimelines(trx, dialect, 'answer', [authorId]);
}

/**
 * A new answer, in the answering transaction: into the built timelines of the author and their
 * followers, or, for an author followed by more than `pullFollowers`, read on demand from now on.
 */
export async function addAnswerToTimelines(
  trx: Kysely<Database>,
  config: TimelineConfig,
  author: Pick<UserRow, 'id' | 'follower_count' | 'timeline_pull'>,
  answer: { id: number; date_answered: string },
): Promise<void> {
  if (author.timeline_pull === 1) return;
  if (author.follower_count > config.pullFollowers) {
    await markPulledAuthor(trx, author.id);
    return;
  }
  const over = await fanOutAnswer(trx, { ...answer, user_id: author.id }, overCap(config));
  for (const userId of over) await trimTimeline(trx, userId, config.cap);
}

/**
 * Takes the timeline locks an import's batch needs (features/import), as the first statement of
 * its transaction: the author alone, as a follow of them would.
 */
export function lockTimelinesForImport(trx: Kysely<Database>, dialect: Dialect, authorId: number): Promise<void> {
  return lockTimelines(trx, dialect, 'follow', [authorId]);
}

/**
 * Answers imported with their old dates (features/import), in the batch's transaction: not fanned
 * out as new answers (they would top every follower's timeline) but joined to each built timeline
 * that shows the author as a new follow joins them (addAuthorToTimeline: the newest `cap` above
 * the timeline's floor, the floor raised past what the cap leaves out), so every page stays equal
 * to the full read. An author over `pullFollowers` is read at each page instead.
 */
export async function importedAnswersToTimelines(
  trx: Kysely<Database>,
  config: TimelineConfig,
  author: Pick<UserRow, 'id' | 'follower_count' | 'timeline_pull'>,
): Promise<void> {
  if (author.timeline_pull === 1) return;
  if (author.follower_count > config.pullFollowers) {
    await markPulledAuthor(trx, author.id);
    return;
  }
  for (const readerId of await listTimelineReaders(trx, author.id)) {
    const entries = await addAuthorToTimeline(trx, readerId, author.id, config.cap);
    if (entries > overCap(config)) await trimTimeline(trx, readerId, config.cap);
  }
}

/** Takes the timeline locks a follow change needs, as the first statement of its transaction. */
export function lockTimelinesForFollow(trx: Kysely<Database>, dialect: Dialect, memberIds: number[]): Promise<void> {
  return lockTimelines(trx, dialect, 'follow', memberIds);
}

/** A new follow, in its transaction: the followee's answers join the follower's timeline. */
export async function followAddedToTimeline(
  trx: Kysely<Database>,
  config: TimelineConfig,
  followerId: number,
  followee: Pick<UserRow, 'id' | 'timeline_pull'>,
): Promise<void> {
  // A pulled author's answers are read at each page: nothing to copy.
  if (followee.timeline_pull === 1) return;
  const entries = await addAuthorToTimeline(trx, followerId, followee.id, config.cap);
  if (entries > overCap(config)) await trimTimeline(trx, followerId, config.cap);
}

/** A follow ended (unfollow, or a block either way), in its transaction. */
export function followRemovedFromTimeline(
  trx: Kysely<Database>,
  followerId: number,
  followeeId: number,
): Promise<void> {
  return dropAuthorFromTimeline(trx, followerId, followeeId);
}

/**
 * The file sweep's part: timelines of members not seen for 30 days go, a hundred members per
 * transaction; a read builds them again. Nothing is written when no timeline is idle (the sweep
 * also runs at every start).
 */
export async function sweepIdleTimelines(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - IDLE_DAYS * 86_400_000).toISOString();
  let dropped = 0;
  for (;;) {
    const idle = await findIdleTimelines(ctx.db.kysely, before, 100);
    if (idle.length === 0) return dropped;
    await inTransaction(ctx.db.kysely, async (trx) => {
      await lockTimelines(trx, ctx.db.dialect, 'build');
      await dropTimelines(trx, idle);
    });
    dropped += idle.length;
  }
}
const IDLE_DAYS = 30;

/** Trimmed once a quarter over the cap, so a trim is one in every cap/4 answers, not each. */
function overCap(config: TimelineConfig): number {
  return config.cap + Math.ceil(config.cap / 4);
}
