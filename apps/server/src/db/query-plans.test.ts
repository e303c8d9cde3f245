import { CompiledQuery, sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimTimeline } from '../features/feeds/queries.js';
import { sweepMediaFiles } from '../features/media/sweep.js';
import { listLatestAnswers, listTopAnswers } from '../features/search/queries.js';
import { endedSessions } from '../lib/sessions.js';
import { createTestApp, type TestApp, testDatabaseKind } from '../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser, grantRole, testKit } from '../test/factories.js';
import { listen, openStream } from '../test/live.js';
import { planSearch, SEARCH_BOUNDS } from './search.js';

/**
 * Every query behind the feed, search, profile and list calls is served by an index: the plan of
 * each one is read from the database itself (SQLite EXPLAIN QUERY PLAN, PostgreSQL EXPLAIN with
 * sequential scans priced out) and a full scan of a table that grows with use fails the test.
 */
const GROWING_TABLES = [
  'users',
  'questions',
  'likes',
  'follows',
  'blocks',
  'notifications',
  'hashtags',
  'sessions',
  'reports',
  'asker_blocks',
  'muted_words',
  'media',
  'timeline_entries',
  'timeline_state',
  'search_terms',
  'sent_questions',
  'pins',
  'access_tokens',
  // Not mod_audit: modAudit (admins only) reads it newest first along its primary key with a
  // LIMIT, which both databases report as a scan without a condition but which stops at a page.
];
const ALIASES: Record<string, string> = {
  q: 'questions',
  u: 'users',
  owner: 'users',
  n: 'notifications',
  e: 'follows',
  f1: 'follows',
  f2: 'follows',
  t: 'timeline_entries',
  s: 'timeline_state',
  a: 'questions',
  // A page's refs read in its own statement (questions/queries.ts joinRefs).
  ro: 'users',
  rs: 'users',
  rl: 'likes',
  sq: 'sent_questions',
  p: 'pins',
};

interface PgNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PgNode[];
}
interface PgPlan {
  Plan: PgNode;
}

let t: TestApp;
const captured = new Map<string, readonly unknown[]>();
let recording = false;

beforeAll(async () => {
  t = await createTestApp({
    onQuery: (text, parameters) => {
      // Reads, and the writes of the fanned-out timeline (each reads the follows or a timeline).
      if (recording && /^\s*(select|(insert into|update|delete from) "timeline_)/i.test(text)) {
        captured.set(text, parameters);
      }
    },
  });
  const a = api(t.app);
  const [me, friend, other]: CreatedUser[] = [
    await createUser(t.app),
    await createUser(t.app),
    await createUser(t.app),
  ] as CreatedUser[];
  if (!me || !friend || !other) throw new Error('users');
  await a.post('/follow', { user_id: friend.id }, me.token);
  await a.post('/follow', { user_id: me.id }, other.token);
  const answered = await askAndAnswer(t.app, friend, 'What about #coffee today?', 'Coffee is great #coffee', me);
  await askAndFind(t.app, me, 'Pending for me?', other);
  await a.post('/likeQuestion', { id: answered }, me.token);
  await a.post('/block', { user_id: other.id }, friend.token);
  const pending = await askAndFind(t.app, friend, 'Block my asker?', me);
  await a.post('/blockAsker', { question_id: pending }, friend.token);
  await a.post('/muteWord', { word: 'muted' }, friend.token);
  await a.post('/reportQuestion', { question_id: answered, reason: 'spam' }, other.token);
  await grantRole(t, other, 'admin');
  await grantRole(t, friend, 'moderator');
  await askAndFind(t.app, friend, 'Not muted at all?', other).catch(() => undefined);

  recording = true;
  const calls: Array<Promise<unknown>> = [];
  const q = (p: Promise<unknown>) => calls.push(p);
  q(a.get('/timeline', {}, me.token));
  q(a.get('/timeline', { last_id: answered }, me.token));
  q(a.get('/timeline', { first_id: answered }, me.token));
  q(a.post('/explore', { type: 'paginated', page: 2 }, me.token));
  q(a.post('/explore', { type: 'new', date: '2026-01-01T00:00:00.000Z' }, me.token));
  // Explore in the reader's language (issue 34): questions_explore_lang_idx, then the others
  // (questions_explore_rank_idx); "All languages" reads the rank index alone.
  q(a.post('/explore', { type: 'paginated', page: 1 }, me.token));
  q(a.post('/explore', { type: 'paginated', page: 1, all_languages: true }, me.token));
  q(a.post('/explore', { type: 'new', date: '2026-01-01T00:00:00.000Z', all_languages: true }, me.token));
  q(a.get('/questions', { username: friend.username }, me.token));
  q(a.get('/questions', { username: friend.username, last_id: answered }, me.token));
  q(a.get('/question', { username: friend.username, id: answered }, me.token));
  q(a.get('/myQuestions', {}, me.token));
  q(a.get('/blockedAskers', {}, friend.token));
  q(a.get('/blockedAskers', { last_id: 99 }, friend.token));
  q(a.get('/mutedWords', {}, friend.token));
  q(a.get('/modReports', {}, other.token));
  q(a.get('/modAudit', {}, other.token));
  q(a.get('/modAudit', { last_id: 99 }, other.token));
  // The reveals of senders, an admin's (all) and a moderator's (their own): mod_audit's indexes.
  q(a.get('/modReveals', {}, other.token));
  q(a.get('/modReveals', { last_id: 99 }, other.token));
  q(a.get('/modReveals', {}, friend.token));
  q(a.get('/heldQuestions', {}, friend.token));
  q(a.get('/heldQuestions', { last_id: 99 }, friend.token));
  // The blocked asker's next question: isAskerBlocked.
  q(a.post('/ask', { user_id: friend.id, question: 'Blocked, still asking?' }, me.token));
  q(a.get('/myQuestions', { last_id: 99 }, me.token));
  // The inbox filters (issue 33), their counts and pages: questions_inbox_kind_idx, _flagged_idx.
  for (const filter of ['anonymous', 'named', 'following', 'flagged'] as const) {
    q(a.get('/myQuestions', { filter }, me.token));
    q(a.get('/myQuestions', { filter, last_id: 99 }, me.token));
  }
  for (const type of ['people', 'top', 'latest'] as const) q(a.post('/search', { term: 'coffee', type }, me.token));
  q(a.post('/search', { term: 'coffee', type: 'latest', last_id: answered }, me.token));
  q(a.post('/search', { term: '#coffee', type: 'latest' }, me.token));
  q(a.post('/search', { term: '#coffee', type: 'top' }, me.token));
  q(a.get('/trends', {}, me.token));
  q(a.get('/suggestedUsers', {}, me.token));
  q(a.get('/randomUsers'));
  q(a.get('/randomUsers', { lang: 'tr' }));
  q(a.get('/notifications', {}, me.token));
  q(a.get('/notifications', { last_id: 5 }, me.token));
  q(a.get('/followers', { username: me.username }, me.token));
  q(a.get('/followings', { username: me.username, last_id: 3 }, me.token));
  q(a.get('/blockedUsers', {}, friend.token));
  q(a.get('/profile', { username: friend.username }, me.token));
  // Pinned answers (issue 33): the profile's pins in order, and a pin's count under the member's lock.
  q(a.get('/pinnedAnswers', { username: friend.username }, me.token));
  q(a.post('/pinAnswer', { question_id: answered }, friend.token));
  q(a.get('/preQuestions', {}, me.token));
  // The sessions list, and the lookups of endSession (a session by id, an id that is not one).
  q(a.get('/sessions', undefined, me.token));
  q(a.post('/endSession', { id: 99_999 }, me.token));
  // Personal access tokens: the list, the count under the member's lock, a revoke, and a request
  // made with one (the lookup by hash every such request runs).
  q(a.get('/accessTokens', undefined, me.token));
  q(
    a
      .post('/createAccessToken', { name: 'plans', scopes: ['read'] }, me.token)
      .then((res) => a.get('/timeline', {}, res.body.token)),
  );
  q(a.post('/revokeAccessToken', { id: 99_999 }, me.token));
  // The asker's sent questions, a withdrawal (the waiting row, then the sent one) and the delivery
  // worker's look for due questions.
  q(a.get('/sentQuestions', {}, me.token));
  q(a.get('/sentQuestions', { last_id: 99 }, me.token));
  q(a.get('/sentQuestions', { first_id: 1 }, me.token));
  q(a.post('/withdrawQuestion', { id: 99_999 }, me.token));
  q(t.ctx.questionDelivery.run());
  for (const call of calls) await call;
  // Search over common words (more answers than SEARCH_BOUNDS.rareDocs, which a test database never
  // has): the window next to the anchor, in both directions, and "top" over the newest answers.
  const { kysely: db, dialect } = t.ctx.db;
  const commonPlan = await planSearch(db, ['coffe', 'great'], { ...SEARCH_BOUNDS, rareDocs: 0, postgresRareDocs: 0 });
  if (!commonPlan?.common) throw new Error('no common plan');
  const anchor = { sort: '2026-01-01T00:00:00.000Z', id: answered, seq: 1 };
  await listLatestAnswers(db, dialect, me.id, { plan: commonPlan }, { direction: 'older', anchor: null });
  await listLatestAnswers(db, dialect, me.id, { plan: commonPlan }, { direction: 'older', anchor });
  await listLatestAnswers(db, dialect, me.id, { plan: commonPlan }, { direction: 'newer', anchor });
  await listTopAnswers(db, dialect, me.id, { plan: commonPlan }, 1);
  // The live stream's reads: the replay after Last-Event-ID, the stats, the followers an answer
  // reaches among the connected members, and the periodic check of their sessions.
  const stream = await openStream(await listen(t.app), me.token, { 'last-event-id': '1' });
  await stream.next('stats');
  const later = await askAndFind(t.app, friend, 'Answered for the live stream?');
  await a.post('/answer', { question_id: later, answer: 'Answered while me watches' }, friend.token);
  await stream.next('answer');
  stream.close();
  // The fanned-out timeline's writes (the answer above went into me's timeline, built by the
  // first /timeline): an unfollow and a follow again, a trim, and a page with an author read on
  // demand.
  await a.post('/follow', { user_id: friend.id }, me.token);
  await a.post('/follow', { user_id: friend.id }, me.token);
  await trimTimeline(t.ctx.db.kysely, me.id, 1);
  await t.ctx.db.kysely.updateTable('users').set({ timeline_pull: 1 }).where('id', '=', friend.id).execute();
  await a.get('/timeline', {}, me.token);
  await a.get('/timeline', { last_id: later }, me.token);
  await endedSessions(t.ctx, [1, 2, 3]);
  // Pictures: the upload's quota, an answer taking two, an edit dropping one, the deletion, the
  // sweep of drafts and of files no row names, and a moderator's removal.
  const kit = testKit(t.app);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#08f' } })
    .png()
    .toBuffer();
  const [one, two, three] = [
    await kit.uploadMedia(friend, new Blob([png]), 'a.png'),
    await kit.uploadMedia(friend, new Blob([png]), 'b.png'),
    await kit.uploadMedia(friend, new Blob([png]), 'c.png'),
  ];
  const pictured = await askAndFind(t.app, friend, 'Pictures for the plans?');
  await kit.answer(friend, pictured, 'Two of them', [
    { id: one?.id ?? 0, alt: 'one' },
    { id: two?.id ?? 0, alt: 'two' },
  ]);
  await a.post(
    '/reAnswerQuestion',
    { question_id: pictured, answer: 'One left', media: [{ id: one?.id ?? 0, alt: '1' }] },
    friend.token,
  );
  await sweepMediaFiles(t.ctx);
  await a
    .post('/modAction', { media_id: one?.id ?? 0, action: 'remove_media', reason: 'plans' }, other.token)
    .catch(() => undefined);
  // A content warning (issue 33): explore and trends leave it out by their partial indexes.
  await a.post(
    '/reAnswerQuestion',
    { question_id: answered, answer: 'Coffee is great #coffee', content_warning: 'Caffeine' },
    friend.token,
  );
  await a.post('/explore', { type: 'paginated', page: 1 }, me.token);
  await a.get('/trends', { lang: 'en' });
  await a.post('/pinAnswer', { question_id: pictured }, friend.token);
  await a.del('/question', { question_id: pictured }, friend.token);
  // Blocking an asker and deleting their questions (issue 34): questions_asker_idx.
  const blockedToo = await askAndFind(t.app, friend, 'Delete me with my asker?', undefined, { ip: '10.99.0.1' });
  await a.post('/blockAsker', { question_id: blockedToo, delete_questions: true }, friend.token);
  expect(three).toBeDefined();
  recording = false;
});
afterAll(async () => {
  await t.close();
});

async function fullScans(
  text: string,
  parameters: readonly unknown[],
  growing: readonly string[] = GROWING_TABLES,
): Promise<string[]> {
  const db = t.ctx.db.kysely;
  if (testDatabaseKind() === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return plan.rows
      .map((r) => r.detail)
      .filter((detail) => {
        const m = /^SCAN (\w+)(.*)$/.exec(detail);
        if (!m?.[1] || /USING (COVERING )?INDEX|VIRTUAL TABLE/.test(m[2] ?? '')) return false;
        return growing.includes(ALIASES[m[1]] ?? m[1]);
      });
  }
  return db.transaction().execute(async (trx) => {
    // Price sequential scans out: one still chosen means no index can serve the query. A walk
    // over a whole index (an index scan with no index condition) counts as a full scan too.
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery<{ 'QUERY PLAN': PgPlan[] }>(
      CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
    );
    const offenders: string[] = [];
    const walk = (node: PgNode) => {
      const type = node['Node Type'];
      const relation = node['Relation Name'];
      const fullIndexWalk = (type === 'Index Scan' || type === 'Index Only Scan') && !node['Index Cond'];
      if (relation && growing.includes(relation) && (type === 'Seq Scan' || fullIndexWalk)) {
        offenders.push(`${type} on ${relation}`);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    for (const row of plan.rows) for (const p of row['QUERY PLAN']) walk(p.Plan);
    return offenders;
  });
}

/** The plan of a statement as text: SQLite's detail lines, PostgreSQL's JSON (sequential scans priced out). */
async function planText(text: string, parameters: readonly unknown[]): Promise<string> {
  const db = t.ctx.db.kysely;
  if (testDatabaseKind() === 'sqlite') {
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    return plan.rows.map((r) => r.detail).join('\n');
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const plan = await trx.executeQuery(CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]));
    return JSON.stringify(plan.rows);
  });
}

describe('query plans', () => {
  it('captured the queries of every feed, search and list call', () => {
    expect(captured.size).toBeGreaterThan(25);
    // The timeline's page, build, fan-out, follow, unfollow, trim and on-demand statements.
    const timeline = [...captured.keys()].filter((text) => /"timeline_(entries|state)"|"timeline_pull"/.test(text));
    expect(timeline.length).toBeGreaterThanOrEqual(9);
  });

  it('the check itself sees a full scan when there is one', async () => {
    const param = testDatabaseKind() === 'sqlite' ? '?' : '$1';
    expect(await fullScans(`select id from questions where answer like ${param}`, ['%tea%'])).not.toEqual([]);
    expect(await fullScans(`select id from questions q where q.user_id = ${param}`, [1])).toEqual([]);
  });

  it('the reveals of senders read mod_audit by index, not the whole log', async () => {
    // modAudit may walk the log (see GROWING_TABLES); modReveals picks one action out of it.
    const reveals = [...captured].filter(([text]) => /from "mod_audit" as "a"/.test(text));
    expect(reveals.length).toBeGreaterThanOrEqual(2);
    for (const [text, parameters] of reveals) {
      // SQLite names the table by its alias `a` in the plan.
      expect(await fullScans(text, parameters, ['mod_audit', 'a', ...GROWING_TABLES]), text).toEqual([]);
    }
  });

  it('explore in the reader’s language walks its own index by rank, the others the rank index', async () => {
    const plans = async (pattern: RegExp) => {
      const found = [...captured].filter(([text]) => pattern.test(text));
      expect(found.length, String(pattern)).toBeGreaterThanOrEqual(1);
      return Promise.all(found.map(([text, parameters]) => planText(text, parameters)));
    };
    // The page of the reader's language (and its bounded count): questions_explore_lang_idx.
    for (const plan of await plans(/"q"\."lang" = /)) {
      expect(plan).toContain('questions_explore_lang_idx');
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|"Node Type":"Sort"/);
    }
    // The other languages after them: the rank index, in its order.
    for (const plan of await plans(/coalesce\(q\.lang, ''\) <> /)) {
      expect(plan).toContain('questions_explore_rank_idx');
      expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY|"Node Type":"Sort"/);
    }
  });

  it('no query scans a whole growing table', async () => {
    const offenders: string[] = [];
    for (const [text, parameters] of captured) {
      const scans = await fullScans(text, parameters);
      if (scans.length > 0) offenders.push(`${scans.join('; ')}\n    in: ${text}`);
    }
    expect(offenders, offenders.join('\n\n')).toEqual([]);
  });
});
