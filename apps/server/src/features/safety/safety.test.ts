import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';

/**
 * Blocking the asker of a question without learning who it is (issue 16): members, guests and
 * questions from before asker keys; the asker is told nothing different; the lists and answers
 * never tell askers apart. Runs on SQLite and PostgreSQL like every API test.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let harasser: CreatedUser;
let friend: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  owner = await createUser(t.app, { username: 'Owner' });
  harasser = await createUser(t.app, { username: 'Harasser' });
  friend = await createUser(t.app, { username: 'Friend' });
});
afterEach(async () => {
  await t.close();
});

let n = 0;
/** Asks and answers what the API answered, plus whether the question reached the inbox. */
async function ask(from: CreatedUser | null, options: { anonymous?: boolean; ip?: string } = {}) {
  n += 1;
  const text = `Question number ${n}?`;
  const res = await a.post(
    '/ask',
    { user_id: owner.id, question: text, ...(options.anonymous === undefined ? {} : { anonymous: options.anonymous }) },
    from?.token,
    options.ip ?? `10.60.${n % 250}.1`,
  );
  const inbox = await a.get('/myQuestions', {}, owner.token);
  const delivered = inbox.body.questions.some((q: { question: string }) => q.question === text);
  return { status: res.status, body: res.body, delivered };
}

const inboxIds = async () =>
  (await a.get('/myQuestions', {}, owner.token)).body.questions.map((q: { id: number }) => q.id) as number[];

describe('blockAsker', () => {
  it("a member's later anonymous questions, from any session, no longer arrive; the sender is told nothing", async () => {
    const q = await askAndFind(t.app, owner, 'You are ugly', harasser, { ip: '10.61.0.1' });
    const blocked = await a.post('/blockAsker', { question_id: q }, owner.token);
    expect(blocked.status).toBe(200);
    expect(blocked.body.status).toBe(true);

    const normal = await ask(friend);
    expect(normal.delivered).toBe(true);
    const again = await ask(harasser);
    const explicit = await ask(harasser, { anonymous: true });
    // A new session (log in again) is the same member.
    const relog = await a.post('/token', { username: harasser.username, password: harasser.password });
    const fresh = { ...harasser, token: relog.body.data.access_token as string };
    const newSession = await ask(fresh);
    for (const attempt of [again, explicit, newSession]) {
      expect(attempt.delivered).toBe(false);
      expect({ status: attempt.status, body: attempt.body }).toEqual({ status: normal.status, body: normal.body });
    }
    // The inbox holds the blocked question and the friend's, nothing else; counts agree.
    expect((await inboxIds()).length).toBe(2);
    const counts = await t.ctx.db.kysely
      .selectFrom('users')
      .select('pending_count')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(counts.pending_count).toBe(2);
    // Stored as any send is (the same write, the same time), but gone for everyone, the owner too.
    const dropped = await t.ctx.db.kysely
      .selectFrom('questions')
      .select(['id', 'status'])
      .where('status', '=', 'dropped')
      .execute();
    expect(dropped).toHaveLength(3);
    const [one] = dropped;
    expect((await a.get('/question', { username: 'Owner', id: one?.id }, owner.token)).status).toBe(404);
    expect((await a.del('/question', { question_id: one?.id }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');
    expect((await a.post('/blockAsker', { question_id: one?.id }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');
  });

  it('a block from an anonymous question leaves the asker’s named questions alone (issue 29)', async () => {
    // Dropping them would name the anonymous asker: "ask me by name" and see whose never comes.
    const q = await askAndFind(t.app, owner, 'Guess who?', harasser, { ip: '10.61.1.1' });
    await a.post('/blockAsker', { question_id: q }, owner.token);
    const named = await ask(harasser, { anonymous: false });
    const friendNamed = await ask(friend, { anonymous: false });
    expect(named.delivered).toBe(true);
    expect(friendNamed.delivered).toBe(true);
    expect((await ask(harasser)).delivered).toBe(false);
    const inbox = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    expect(inbox.find((x: { sender_id: number | null }) => x.sender_id === harasser.id)).toBeTruthy();
  });

  it('a block from a named question drops everything that member asks, named or not', async () => {
    // The question named its sender: the block hides nobody, as a user block would not.
    const q = await askAndFind(t.app, owner, 'Signed by me?', harasser, { ip: '10.61.2.1', anonymous: false });
    await a.post('/blockAsker', { question_id: q }, owner.token);
    const named = await ask(harasser, { anonymous: false });
    const anonymous = await ask(harasser);
    const normal = await ask(friend, { anonymous: false });
    expect([named.delivered, anonymous.delivered, normal.delivered]).toEqual([false, false, true]);
    for (const attempt of [named, anonymous]) {
      expect({ status: attempt.status, body: attempt.body }).toEqual({ status: normal.status, body: normal.body });
    }
  });

  it('a guest is blocked by their address, other guests still reach the member', async () => {
    await ask(null, { ip: '10.62.0.7' });
    const [guestQuestion] = await inboxIds();
    expect((await a.post('/blockAsker', { question_id: guestQuestion }, owner.token)).status).toBe(200);
    expect((await ask(null, { ip: '10.62.0.7' })).delivered).toBe(false);
    expect((await ask(null, { ip: '10.62.0.8' })).delivered).toBe(true);
    // The member from the same address is another asker.
    expect((await ask(harasser, { ip: '10.62.0.7' })).delivered).toBe(true);
  });

  it('answers the same for a member, a guest, an old question without a key and a second block', async () => {
    const fromMember = await askAndFind(t.app, owner, 'From a member?', harasser, { ip: '10.63.0.1' });
    await ask(null, { ip: '10.63.0.2' });
    const fromGuest = (await inboxIds()).find((id) => id !== fromMember) as number;
    const old = await askAndFind(t.app, owner, 'From before keys?', friend, { ip: '10.63.0.3' });
    await t.ctx.db.kysely.updateTable('questions').set({ asker_key: null }).where('id', '=', old).execute();

    const answers = [];
    for (const id of [fromMember, fromGuest, old, fromMember]) {
      const res = await a.post('/blockAsker', { question_id: id }, owner.token);
      answers.push({ status: res.status, body: res.body, raw: res.raw });
    }
    expect(new Set(answers.map((x) => x.raw)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    // The old question's member is blocked through its sender.
    expect((await ask(friend)).delivered).toBe(false);

    // Three entries: the second block of one question added none.
    const list = await a.get('/blockedAskers', {}, owner.token);
    expect(list.body.askers).toHaveLength(3);
  });

  it('lists one entry per blocked question, never the asker, and lifts a block', async () => {
    const first = await askAndFind(t.app, owner, 'First from the same person?', harasser, { ip: '10.64.0.1' });
    const second = await askAndFind(t.app, owner, 'Second from the same person?', harasser, {
      ip: '10.64.0.1',
      anonymous: false,
    });
    await a.post('/blockAsker', { question_id: first }, owner.token);
    await a.post('/blockAsker', { question_id: second }, owner.token);
    const list = await a.get('/blockedAskers', {}, owner.token);
    expect(list.status).toBe(200);
    // Two entries for one person: the list cannot show that they were the same asker.
    expect(list.body.askers.map((x: { question: string }) => x.question)).toEqual([
      'Second from the same person?',
      'First from the same person?',
    ]);
    for (const entry of list.body.askers) expect(Object.keys(entry).sort()).toEqual(['date_added', 'id', 'question']);
    expect(list.raw).not.toContain(harasser.username);
    expect(list.raw).not.toContain(`"${harasser.id}"`);

    // The entry outlives the question it was made from.
    await a.del('/question', { question_id: first }, owner.token);
    expect((await a.get('/blockedAskers', {}, owner.token)).body.askers).toHaveLength(2);

    // Lifting one entry leaves the other: still blocked. Lifting both: delivered again.
    const [e1, e2] = list.body.askers;
    expect((await a.post('/unblockAsker', { id: e1.id }, owner.token)).status).toBe(200);
    expect((await ask(harasser)).delivered).toBe(false);
    expect((await a.post('/unblockAsker', { id: e2.id }, owner.token)).status).toBe(200);
    expect((await ask(harasser)).delivered).toBe(true);
    expect((await a.post('/unblockAsker', { id: e2.id }, owner.token)).status).toBe(404);
  });

  it('refuses guests, other people, prompt answers and bad input', async () => {
    const q = await askAndFind(t.app, owner, 'Mine to block?', harasser, { ip: '10.65.0.1' });
    expect((await a.post('/blockAsker', { question_id: q })).status).toBe(401);
    expect((await a.get('/blockedAskers', {})).status).toBe(401);
    // Someone else's question: not found, as if it did not exist.
    const notMine = await a.post('/blockAsker', { question_id: q }, friend.token);
    expect(notMine.status).toBe(404);
    expect(notMine.body.code).toBe('QUESTION_NOT_FOUND');
    expect((await a.post('/blockAsker', { question_id: 987654 }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');
    expect((await a.postUnchecked('/blockAsker', {}, owner.token)).body.code).toBe('QUESTION_ID_REQUIRED');
    expect((await a.post('/blockAsker', { question_id: 'x' }, owner.token)).status).toBe(400);
    expect((await a.postUnchecked('/unblockAsker', {}, owner.token)).body.code).toBe('ID_REQUIRED');
    // Another member's entry cannot be lifted.
    await a.post('/blockAsker', { question_id: q }, owner.token);
    const [entry] = (await a.get('/blockedAskers', {}, owner.token)).body.askers;
    expect((await a.post('/unblockAsker', { id: entry.id }, friend.token)).status).toBe(404);

    const prompt = (await a.get('/preQuestions', {}, owner.token)).body.questions[0];
    const answered = await a.post('/answerPreQuestion', { question_id: prompt.id, answer: 'Mine' }, owner.token);
    expect((await a.post('/blockAsker', { question_id: answered.body.question.id }, owner.token)).status).toBe(404);
  });

  it('stores a key that is neither the address nor its plain hash', async () => {
    await ask(null, { ip: '10.66.0.9' });
    const rows = await t.ctx.db.kysely.selectFrom('questions').select(['asker_key', 'sender_ip_hash']).execute();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.sender_ip_hash).toBeNull();
    expect(row?.asker_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row?.asker_key).not.toContain('10.66.0.9');
    expect(row?.asker_key).not.toBe(sha256('qurio-ip:10.66.0.9'));
    expect(row?.asker_key).not.toBe(Buffer.from(sha256('qurio-ip:10.66.0.9'), 'hex').toString('base64url'));
  });
});

describe('muted words', () => {
  const held = async () =>
    (await a.get('/heldQuestions', {}, owner.token)).body.questions as Array<{ question: string }>;
  const pendingCount = async () =>
    (
      await t.ctx.db.kysely
        .selectFrom('users')
        .select('pending_count')
        .where('id', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).pending_count;

  it('holds back questions with a muted word or phrase, whole words, any case or accents', async () => {
    expect(
      (await a.post('/muteWord', { word: 'Ugly' }, owner.token)).body.words.map((w: { word: string }) => w.word),
    ).toEqual(['Ugly']);
    await a.post('/muteWord', { word: '  go   away ' }, owner.token);
    await a.post('/muteWord', { word: 'çirkin' }, owner.token);

    const normal = await ask(friend);
    for (const text of ['You are UGLY!', 'Please GO away now', 'Sen cirkin birisin', 'ÇİRKİN']) {
      const res = await a.post(
        '/ask',
        { user_id: owner.id, question: `${text} (${n++})` },
        harasser.token,
        `10.70.${n % 250}.1`,
      );
      expect({ status: res.status, body: res.body }).toEqual({ status: normal.status, body: normal.body });
    }
    // Not whole words, or the phrase's words not in a row: delivered.
    for (const text of ['What is ugliness to you?', 'Go, I am away', 'Çirkinlik nedir?']) {
      expect(
        (await a.post('/ask', { user_id: owner.id, question: text }, friend.token, `10.71.${n++ % 250}.1`)).status,
      ).toBe(200);
    }
    const inbox = (await a.get('/myQuestions', {}, owner.token)).body;
    expect(inbox.held).toBe(4);
    const texts = inbox.questions.map((q: { question: string }) => q.question);
    for (const text of ['What is ugliness to you?', 'Go, I am away', 'Çirkinlik nedir?']) expect(texts).toContain(text);
    expect(texts.join(' ')).not.toMatch(/UGLY|GO away|cirkin birisin|ÇİRKİN/);
    expect(inbox.questions).toHaveLength(4);
    expect(await pendingCount()).toBe(4);
    const review = await a.get('/heldQuestions', {}, owner.token);
    expect(review.body.questions).toHaveLength(4);
    // Held questions keep their askers hidden like any other.
    for (const q of review.body.questions) expect(q).toMatchObject({ anonymous: true, sender: null, sender_id: null });
    expect(review.raw).not.toContain(harasser.username);

    // Deleting a held one leaves the inbox count alone.
    const [first] = review.body.questions;
    expect((await a.del('/question', { question_id: first.id }, owner.token)).status).toBe(200);
    expect(await held()).toHaveLength(3);
    expect(await pendingCount()).toBe(4);
    expect((await a.get('/myQuestions', {}, owner.token)).body.held).toBe(3);
  });

  it('mutes once per word whatever the case, unmutes in any spelling, keeps at most 100', async () => {
    await a.post('/muteWord', { word: 'Café' }, owner.token);
    const again = await a.post('/muteWord', { word: 'CAFE' }, owner.token);
    expect(again.status).toBe(200);
    expect(again.body.words.map((w: { word: string }) => w.word)).toEqual(['Café']);
    const removed = await a.post('/unmuteWord', { word: 'cafe' }, owner.token);
    expect(removed.body.words).toEqual([]);
    expect((await a.post('/unmuteWord', { word: 'never muted' }, owner.token)).status).toBe(200);

    for (let i = 0; i < 100; i++) await a.post('/muteWord', { word: `word${i}` }, owner.token);
    const full = await a.post('/muteWord', { word: 'one more' }, owner.token);
    expect(full.status).toBe(400);
    expect(full.body.code).toBe('MUTED_WORDS_FULL');
    // A word already muted is still fine when full.
    expect((await a.post('/muteWord', { word: 'WORD7' }, owner.token)).status).toBe(200);
    expect((await a.get('/mutedWords', {}, owner.token)).body.words).toHaveLength(100);
    // Someone else's list is their own.
    expect((await a.get('/mutedWords', {}, friend.token)).body.words).toEqual([]);
  });

  it('refuses guests and bad words', async () => {
    expect((await a.get('/mutedWords', {})).status).toBe(401);
    expect((await a.post('/muteWord', { word: 'x' })).status).toBe(401);
    expect((await a.get('/heldQuestions', {})).status).toBe(401);
    expect((await a.postUnchecked('/muteWord', {}, owner.token)).body.code).toBe('WORD_REQUIRED');
    expect((await a.post('/muteWord', { word: '   ' }, owner.token)).body.code).toBe('WORD_REQUIRED');
    expect((await a.post('/muteWord', { word: '!!! ???' }, owner.token)).body.code).toBe('WORD_INVALID');
    expect((await a.post('/muteWord', { word: 'x'.repeat(61) }, owner.token)).body.code).toBe('WORD_INVALID');
    expect((await a.postUnchecked('/muteWord', { word: 42 }, owner.token)).body.code).toBe('WORD_REQUIRED');
  });
});

describe('inbox in bulk', () => {
  it('deletes up to 100 of my own questions by id, skips anyone else’s, and empties the inbox or the held ones', async () => {
    const mine: number[] = [];
    for (let i = 0; i < 5; i++) mine.push(await askAndFind(t.app, owner, `Bulk ${i}?`, friend, { ip: `10.72.0.${i}` }));
    const [first = 0, second = 0] = mine;
    const theirs = await askAndFind(t.app, friend, 'Not yours to delete?', owner, { ip: '10.72.1.1' });

    const some = await a.post('/deleteQuestions', { question_ids: [first, second, theirs, 987654] }, owner.token);
    expect(some.status).toBe(200);
    expect(some.body).toEqual({ status: true, deleted: 2 });
    expect((await a.get('/myQuestions', {}, friend.token)).body.questions.map((q: { id: number }) => q.id)).toEqual([
      theirs,
    ]);
    expect((await inboxIds()).sort()).toEqual(mine.slice(2).sort());
    // Deleting them again deletes nothing.
    expect((await a.post('/deleteQuestions', { question_ids: [first] }, owner.token)).body.deleted).toBe(0);

    await a.post('/muteWord', { word: 'muted' }, owner.token);
    await ask(friend);
    await a.post('/ask', { user_id: owner.id, question: 'A muted one?' }, friend.token, '10.72.2.1');
    expect((await a.post('/deleteQuestions', { all: 'held' }, owner.token)).body.deleted).toBe(1);
    expect((await a.get('/myQuestions', {}, owner.token)).body.held).toBe(0);
    const all = await a.post('/deleteQuestions', { all: 'inbox' }, owner.token);
    expect(all.body.deleted).toBe(4);
    expect(await inboxIds()).toEqual([]);
    const counts = await t.ctx.db.kysely
      .selectFrom('users')
      .select('pending_count')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(counts.pending_count).toBe(0);
  });

  it('refuses guests and bad input', async () => {
    expect((await a.post('/deleteQuestions', { question_ids: [1] })).status).toBe(401);
    expect((await a.post('/deleteQuestions', {}, owner.token)).body.code).toBe('QUESTION_ID_REQUIRED');
    expect((await a.post('/deleteQuestions', { question_ids: [] }, owner.token)).body.code).toBe(
      'QUESTION_ID_REQUIRED',
    );
    expect((await a.postUnchecked('/deleteQuestions', { question_ids: ['x'] }, owner.token)).body.code).toBe(
      'QUESTION_ID_REQUIRED',
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    const refused = await a.post('/deleteQuestions', { question_ids: tooMany }, owner.token);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('TOO_MANY_IDS');
    expect((await a.postUnchecked('/deleteQuestions', { all: 'everything' }, owner.token)).status).toBe(400);
  });
});

describe('report reasons', () => {
  it('stores the reason given, other by default, and refuses an unknown one', async () => {
    const q = await askAndFind(t.app, owner, 'Report me?', harasser, { ip: '10.73.0.1' });
    expect((await a.post('/reportQuestion', { question_id: q, reason: 'bullying' }, owner.token)).status).toBe(200);
    expect((await a.post('/reportUser', { id: harasser.id }, owner.token)).status).toBe(200);
    expect((await a.post('/reportUser', { username: friend.username, reason: 'self_harm' }, owner.token)).status).toBe(
      200,
    );
    const rows = await t.ctx.db.kysely.selectFrom('reports').select(['target_type', 'reason']).orderBy('id').execute();
    expect(rows).toEqual([
      { target_type: 'question', reason: 'bullying' },
      { target_type: 'user', reason: 'other' },
      { target_type: 'user', reason: 'self_harm' },
    ]);
    const bad = await a.postUnchecked('/reportUser', { id: friend.id, reason: 'boring' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('REPORT_REASON_INVALID');
  });
});
