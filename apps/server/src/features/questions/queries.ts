import { INBOX_FILTERS, type InboxFilter, LIMITS } from '@qurio/contract';
import { type Insertable, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { keyset, preparedPages } from '../../db/keyset.js';
import { prepare } from '../../db/prepared.js';
import type { Database, QuestionRow, QuestionsTable, UserRow } from '../../db/types.js';
import { type Cursor, cursorDirection, finishPage, PAGE_SIZE } from '../../lib/pagination.js';
import { notBlockedWith } from '../users/queries.js';
import { MAX_LIKERS } from './presenter.js';

// The reads of every answer page, profile, inbox and notification list are prepared once
// (db/prepared.ts): building and compiling them cost more than running them on SQLite.
const questionById = prepare((db, p: { id: number }) => db.selectFrom('questions').selectAll().where('id', '=', p.id));
const questionsByIds = prepare((db, p: { ids: number[] }) =>
  db.selectFrom('questions').selectAll().where('id', 'in', p.ids),
);

export function findQuestion(db: Kysely<Database>, id: number): Promise<QuestionRow | undefined> {
  return questionById.executeTakeFirst(db, { id });
}

/** Loads rows by id and keeps the order the ids came in (search "top" ranks ids first). */
export async function loadQuestionsInOrder(db: Kysely<Database>, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const rows = await questionsByIds.execute(db, { ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is QuestionRow => r !== undefined);
}

const PERSON_COLUMNS = [
  'id',
  'username',
  'fullname',
  'image',
  'verified',
  'status',
  'profanity_filter',
  'date_added',
] as const;

/** A recipient or named asker of a question, as the question presenter needs them. */
export type QuestionPerson = Pick<UserRow, (typeof PERSON_COLUMNS)[number]>;

/** An active member who liked one of the questions. */
export type QuestionLiker = Pick<UserRow, 'id' | 'username' | 'fullname' | 'image' | 'verified' | 'status'> & {
  question_id: number;
};

/** What a page of question rows refers to; presenter.ts turns rows and refs into question objects. */
export interface QuestionRefs {
  /** Recipients and named askers by id; the sender of an anonymous question is never loaded. */
  people: Map<number, QuestionPerson>;
  /** The questions of the page the viewer liked. */
  likedIds: Set<number>;
  /** Likers of the page's questions, newest like first; empty unless asked for. */
  likers: QuestionLiker[];
}

const people = prepare((db, p: { ids: number[] }) =>
  db.selectFrom('users').select(PERSON_COLUMNS).where('id', 'in', p.ids),
);
const likedAmong = prepare((db, p: { viewerId: number; questionIds: number[] }) =>
  db
    .selectFrom('likes')
    .select('question_id')
    .where('user_id', '=', p.viewerId)
    .where('question_id', 'in', p.questionIds),
);
const likersOf = prepare((db, p: { questionIds: number[]; limit: number }) =>
  db
    .selectFrom('likes')
    .innerJoin('users', 'users.id', 'likes.user_id')
    .select([
      'likes.question_id',
      'users.id',
      'users.username',
      'users.fullname',
      'users.image',
      'users.verified',
      'users.status',
    ])
    .where('likes.question_id', 'in', p.questionIds)
    .where('users.status', '=', 'active')
    .orderBy('likes.date_added', 'desc')
    .limit(p.limit),
);

/** What the caller wants loaded with a page's refs, and whom it has loaded already. */
export interface RefOptions {
  withLikers?: boolean;
  /**
   * People the caller has read already (a profile's owner, the inbox's viewer, an answer's
   * owner): not asked for again, so a page of anonymous questions to one member asks for nobody.
   */
  known?: ReadonlyArray<QuestionPerson>;
}

/**
 * Loads what a page of rows refers to in at most three prepared queries whatever the page size,
 * run in parallel: people not known yet, the viewer's likes, likers when asked.
 */
export async function loadQuestionRefs(
  db: Kysely<Database>,
  rows: QuestionRow[],
  viewerId: number | null,
  options: RefOptions = {},
): Promise<QuestionRefs> {
  if (rows.length === 0) return { people: new Map(), likedIds: new Set(), likers: [] };
  // Only a named question's sender: an anonymous one's is never loaded, whoever is asking.
  const namedSenders = rows.filter((r) => r.anonymous === 0 && r.sender_id !== null).map((r) => r.sender_id as number);
  const known = options.known ?? [];
  const knownIds = new Set(known.map((u) => u.id));
  const userIds = [...new Set([...rows.map((r) => r.user_id), ...namedSenders])].filter((id) => !knownIds.has(id));
  const questionIds = rows.map((r) => r.id);

  const [persons, liked, likers] = await Promise.all([
    userIds.length === 0 ? Promise.resolve([]) : people.execute(db, { ids: userIds }),
    viewerId === null ? Promise.resolve([]) : likedAmong.execute(db, { viewerId, questionIds }),
    options.withLikers
      ? likersOf.execute(db, { questionIds, limit: MAX_LIKERS * questionIds.length })
      : Promise.resolve([]),
  ]);
  return {
    people: new Map<number, QuestionPerson>([...known, ...persons].map((u) => [u.id, u])),
    likedIds: new Set(liked.map((l) => l.question_id)),
    likers,
  };
}

/**
 * The refs of a page read in the page's own statement (the timeline's): the owner's person
 * columns from a join, a named asker's from a join whose condition requires `q.anonymous = 0` (so
 * an anonymous question's sender is never read, as in loadQuestionRefs), and whether the viewer
 * liked each row from a probe of likes_user_idx. One statement instead of three: on PostgreSQL
 * two round trips fewer a page, on SQLite two statement calls fewer (refsOfJoinedRows).
 */
export function joinRefs(
  // biome-ignore lint/suspicious/noExplicitAny: any page over `questions as q`
  qb: SelectQueryBuilder<any, any, any>,
  viewerId: unknown,
  options: { owner: boolean } = { owner: true },
  // biome-ignore lint/suspicious/noExplicitAny: the page's rows, with the ref columns added
): SelectQueryBuilder<any, any, any> {
  const owner = options.owner
    ? PERSON_COLUMNS.filter((c) => c !== 'id').map((c) => sql.ref(`ro.${c}`).as(`ro_${c}`))
    : [];
  const sender = PERSON_COLUMNS.map((c) => sql.ref(`rs.${c}`).as(`rs_${c}`));
  return (options.owner ? qb.leftJoin('users as ro', 'ro.id', 'q.user_id') : qb)
    .leftJoin('users as rs', (join) => join.onRef('rs.id', '=', 'q.sender_id').on(sql<boolean>`q.anonymous = 0`))
    .select([
      ...owner,
      ...sender,
      sql<number>`exists (select 1 from likes as rl where rl.user_id = ${viewerId} and rl.question_id = q.id)`.as(
        'r_liked',
      ),
    ]);
}

/** A row of a page read with joinRefs. */
export type RowWithRefs = QuestionRow & { r_liked: unknown } & Record<string, unknown>;

/**
 * The refs of rows read with joinRefs, as loadQuestionRefs would have loaded them (no likers);
 * `known`: the page's one owner, when it was read without joining them (a profile).
 */
export function refsOfJoinedRows(rows: RowWithRefs[], known?: QuestionPerson): QuestionRefs {
  const people = new Map<number, QuestionPerson>(known ? [[known.id, known]] : []);
  const likedIds = new Set<number>();
  for (const row of rows) {
    if (!people.has(row.user_id)) people.set(row.user_id, personOf(row, 'ro_', row.user_id));
    if (row.rs_id !== null && row.rs_id !== undefined) {
      const id = Number(row.rs_id);
      if (!people.has(id)) people.set(id, personOf(row, 'rs_', id));
    }
    if (row.r_liked === true || Number(row.r_liked) === 1) likedIds.add(row.id);
  }
  return { people, likedIds, likers: [] };
}

function personOf(row: Record<string, unknown>, prefix: string, id: number): QuestionPerson {
  return {
    id,
    username: row[`${prefix}username`],
    fullname: row[`${prefix}fullname`],
    image: row[`${prefix}image`],
    verified: row[`${prefix}verified`],
    status: row[`${prefix}status`],
    profanity_filter: row[`${prefix}profanity_filter`],
    date_added: row[`${prefix}date_added`],
  } as QuestionPerson;
}

/** Where a page of answers resumes: the anchor's answer time and id; `seq` is SQLite's answer number (db/search.ts). */
export interface AnswerAnchor {
  sort: string;
  id: number;
  seq: number | null;
}

/**
 * The sort key of an answered question, to resume a page after it: null without an anchor,
 * undefined when the anchor is unknown or not answered (the page is empty then).
 */
export async function findAnswerAnchor(
  db: Kysely<Database>,
  id: number | null,
): Promise<AnswerAnchor | null | undefined> {
  if (id === null) return null;
  const row = await findQuestion(db, id);
  return row?.date_answered ? { sort: row.date_answered, id: row.id, seq: row.answer_seq ?? null } : undefined;
}

/**
 * myQuestions: pending questions to one member, newest first (questions_inbox_idx), or one filter
 * of them (inboxFilterOf); with 'held', the ones muted words held back (heldQuestions).
 */
export function listInbox(
  db: Kysely<Database>,
  userId: number,
  cursor: Cursor,
  status: 'pending' | 'held' = 'pending',
  filter: InboxFilter | null = null,
): Promise<QuestionRow[]> {
  return inboxPages[filter ?? 'all'](db, cursor, { userId, status });
}

type InboxQuery<O> = SelectQueryBuilder<Database, 'questions', O>;

/**
 * The condition of each inbox filter, on questions_inbox_kind_idx (user_id, status, anonymous, id)
 * or questions_inbox_flagged_idx (user_id, status, filtered, id). "following" keeps *named*
 * questions whose asker the member follows (a follows_pair_uq probe per row): an anonymous question
 * is never sorted by its sender, so neither the list nor its count can tell which anonymous
 * questions a followed member sent (the anonymity sweep checks it).
 */
function inboxFilterOf(filter: InboxFilter | 'all', userId: number) {
  return <O>(q: InboxQuery<O>): InboxQuery<O> => {
    switch (filter) {
      case 'all':
        return q;
      case 'anonymous':
        return q.where('anonymous', '=', 1);
      case 'named':
        return q.where('anonymous', '=', 0);
      case 'following':
        return q
          .where('anonymous', '=', 0)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('follows as f')
                .select('f.id')
                .where('f.follower_id', '=', userId)
                .whereRef('f.followee_id', '=', 'questions.sender_id'),
            ),
          );
      case 'flagged':
        return q.where('filtered', '=', 1);
    }
  };
}

const inboxPages = Object.fromEntries(
  (['all', ...INBOX_FILTERS] as const).map((filter) => [
    filter,
    preparedPages((db, p: { userId: number; status: 'pending' | 'held'; anchorId: number }, page) =>
      keyset(
        inboxFilterOf(
          filter,
          p.userId,
        )(db.selectFrom('questions').selectAll().where('user_id', '=', p.userId).where('status', '=', p.status)),
        {
          sortColumn: 'id',
          idColumn: 'id',
          direction: page.direction,
          anchor: page.anchored ? { sort: p.anchorId, id: p.anchorId } : null,
        },
      ),
    ),
  ]),
) as Record<
  InboxFilter | 'all',
  (db: Kysely<Database>, cursor: Cursor, p: { userId: number; status: 'pending' | 'held' }) => Promise<QuestionRow[]>
>;

/**
 * How many pending questions each inbox filter holds, in one statement: each count reads at most
 * LIMITS.inboxCountMax + 1 entries of its index and stops, so a full inbox costs the same as a
 * busy one (the apps show "999+").
 */
const inboxCountsOf = prepare((db, p: { userId: number }) =>
  db.selectNoFrom((eb) =>
    (['all', ...INBOX_FILTERS] as const).map((filter) =>
      eb
        .selectFrom(
          inboxFilterOf(
            filter,
            p.userId,
          )(db.selectFrom('questions').where('user_id', '=', p.userId).where('status', '=', 'pending'))
            .select('id')
            // A constant, written into the SQL (db/connection.ts: a bound LIMIT recompiles).
            .limit(LIMITS.inboxCountMax + 1)
            .as('c'),
        )
        .select((c) => c.fn.countAll<number>().as('n'))
        .as(filter),
    ),
  ),
);

export async function countInbox(db: Kysely<Database>, userId: number): Promise<Record<InboxFilter | 'all', number>> {
  const row = (await inboxCountsOf.executeTakeFirst(db, { userId })) as
    | Record<InboxFilter | 'all', number | string | null>
    | undefined;
  const n = (filter: InboxFilter | 'all') => Number(row?.[filter] ?? 0);
  return {
    all: n('all'),
    anonymous: n('anonymous'),
    named: n('named'),
    following: n('following'),
    flagged: n('flagged'),
  };
}

/**
 * questions: one member's answers, newest answer first (questions_profile_idx), with their refs
 * read in the same statement (joinRefs, the owner known already; a guest's `viewerId` null likes
 * nothing).
 */
export async function listProfileAnswers(
  db: Kysely<Database>,
  owner: QuestionPerson,
  viewerId: number | null,
  cursor: Cursor,
): Promise<{ rows: QuestionRow[]; refs: QuestionRefs }> {
  const rows = (await profilePage(db, cursor, { userId: owner.id, viewerId: viewerId ?? 0 })) as RowWithRefs[];
  return { rows, refs: refsOfJoinedRows(rows, owner) };
}

/**
 * The anchor's answer time is read in the same statement, as the timeline does (feeds/queries.ts):
 * an unknown or unanswered anchor compares as NULL and the page is empty, as findAnswerAnchor's
 * `undefined` made it — one statement where there were two.
 */
const profilePage = preparedPages((db, p: { userId: number; viewerId: number; anchorId: number }, page) => {
  const q = db
    .selectFrom('questions as q')
    .selectAll('q')
    .where('q.user_id', '=', p.userId)
    .where('q.status', '=', 'answered');
  const older = page.direction === 'older';
  const order = older ? 'desc' : 'asc';
  return (
    page.anchored
      ? q.where(
          sql<boolean>`(q.date_answered, q.id) ${sql.raw(older ? '<' : '>')}
            (select a.date_answered, a.id from questions a where a.id = ${p.anchorId})`,
        )
      : q
  )
    .orderBy('q.date_answered', order)
    .orderBy('q.id', order)
    .limit(PAGE_SIZE)
    .$call((qb) => joinRefs(qb, p.viewerId, { owner: false }) as typeof qb);
});

/** questionAnswers: every visible member's answer to one prompt, newest first (questions_prompt_idx). */
export async function listPromptAnswers(
  db: Kysely<Database>,
  promptId: number,
  viewerId: number | null,
  cursor: Cursor,
): Promise<QuestionRow[]> {
  const { direction, anchorId } = cursorDirection(cursor);
  const anchor = await findAnswerAnchor(db, anchorId);
  if (anchor === undefined) return [];
  const rows = await keyset(
    db
      .selectFrom('questions')
      .innerJoin('users', 'users.id', 'questions.user_id')
      .selectAll('questions')
      .where('questions.prompt_id', '=', promptId)
      .where('questions.status', '=', 'answered')
      .where('users.status', '=', 'active')
      .where(notBlockedWith(viewerId, 'questions.user_id')),
    { sortColumn: 'questions.date_answered', idColumn: 'questions.id', direction, anchor },
  ).execute();
  return finishPage(rows, direction);
}

/** The member's own questions among these ids (deleteQuestions; the primary key, then the owner). */
export function findOwnQuestions(db: Kysely<Database>, userId: number, ids: number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('questions').selectAll().where('id', 'in', ids).where('user_id', '=', userId).execute();
}

export async function insertQuestion(db: Kysely<Database>, question: Insertable<QuestionsTable>): Promise<number> {
  const row = await db.insertInto('questions').values(question).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Publishes an answer; false when the question is no longer pending (another tab answered first). */
export async function markAnswered(
  db: Kysely<Database>,
  id: number,
  answer: { text: string; contentWarning: string | null; lang: string | null },
  at: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('questions')
    .set({
      answer: answer.text,
      lang: answer.lang,
      content_warning: answer.contentWarning,
      status: 'answered',
      date_answered: at,
      rank_at: at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** A new text; the content warning changes unless it is left out (`undefined`). */
export async function updateAnswer(
  db: Kysely<Database>,
  id: number,
  answer: { text: string; contentWarning: string | null | undefined; lang: string | null },
  at: string,
): Promise<void> {
  await db
    .updateTable('questions')
    .set({
      answer: answer.text,
      lang: answer.lang,
      updated_at: at,
      ...(answer.contentWarning === undefined ? {} : { content_warning: answer.contentWarning }),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes a question that still has the status `from` its caller read; false when it changed
 * meanwhile (answered in another tab, withdrawn by its asker, deleted twice in parallel), so the
 * counters are moved by the one who won.
 */
export async function markDeleted(
  db: Kysely<Database>,
  id: number,
  from: QuestionRow['status'],
  at: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('questions')
    .set({ status: 'deleted', updated_at: at })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * The hashtags of answers just inserted (an import's batch): one statement for the batch, each in
 * its answer's language (else the member's, as replaceHashtags falls back to).
 */
export async function insertHashtags(
  db: Kysely<Database>,
  rows: Array<{ question_id: number; tag: string; date_added: string; warned: 0 | 1; lang: string }>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('hashtags')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/**
 * Replaces the hashtags of one question (hashtags_pk), in the answer's language (questions.lang,
 * detected when it was written), else the one the answering member has now (trends per language).
 */
export async function replaceHashtags(
  db: Kysely<Database>,
  questionId: number,
  tags: string[],
  date: string,
  warned: boolean,
): Promise<void> {
  await deleteHashtags(db, questionId);
  if (tags.length === 0) return;
  const answererLang = db
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select(sql<string>`coalesce(q.lang, u.lang)`.as('lang'))
    .where('q.id', '=', questionId);
  await db
    .insertInto('hashtags')
    .values(
      tags.map((tag) => ({
        question_id: questionId,
        tag,
        date_added: date,
        lang: answererLang,
        warned: warned ? 1 : 0,
      })),
    )
    .execute();
}

export async function deleteHashtags(db: Kysely<Database>, questionId: number): Promise<void> {
  await db.deleteFrom('hashtags').where('question_id', '=', questionId).execute();
}

/** false when the member had not liked it. */
export async function deleteLike(db: Kysely<Database>, questionId: number, userId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('likes')
    .where('question_id', '=', questionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

/** false when a parallel request of the same member liked it first. */
export async function insertLike(
  db: Kysely<Database>,
  questionId: number,
  userId: number,
  at: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('likes')
    .values({ question_id: questionId, user_id: userId, date_added: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function findLikeCount(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db.selectFrom('questions').select('like_count').where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row.like_count);
}

/** Moves the like count others see; returns it with the answer time, which the explore rank needs. */
export async function addToLikeCount(
  db: Kysely<Database>,
  id: number,
  by: 1 | -1,
): Promise<{ like_count: number; date_answered: string | null }> {
  const row = await db
    .updateTable('questions')
    .set((eb) => ({ like_count: eb('like_count', '+', by) }))
    .where('id', '=', id)
    .returning(['like_count', 'date_answered'])
    .executeTakeFirstOrThrow();
  return { like_count: Number(row.like_count), date_answered: row.date_answered };
}

export async function setRankAt(db: Kysely<Database>, id: number, rankAt: string): Promise<void> {
  await db.updateTable('questions').set({ rank_at: rankAt }).where('id', '=', id).execute();
}
