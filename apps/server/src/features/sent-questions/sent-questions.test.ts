import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, bearer, type CreatedUser, createUser } from '../../test/factories.js';

/**
 * The asker's own sent questions and withdrawing one (issue 33), with delays on
 * (QUESTION_DELAY_MINUTES=30): anonymous questions wait, named ones arrive at once.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let owner: CreatedUser;
let asker: CreatedUser;
let other: CreatedUser;
const MINUTE = 60_000;

beforeEach(async () => {
  t = await createTestApp({ env: { QUESTION_DELAY_MINUTES: '30' } });
  a = api(t.app);
  owner = await createUser(t.app, { username: 'Owner1' });
  asker = await createUser(t.app, { username: 'Asker1' });
  other = await createUser(t.app, { username: 'Other1' });
});
afterEach(async () => {
  await t.close();
});

const sent = async (who: CreatedUser = asker, cursor: { last_id?: number; first_id?: number } = {}) =>
  (await a.get('/sentQuestions', cursor, who.token)).body;
const deliverAll = async () => {
  t.clock.advance(30 * MINUTE + 1);
  return t.ctx.questionDelivery.run();
};
const inboxOf = async (who: CreatedUser) =>
  ((await a.get('/myQuestions', {}, who.token)).body.questions as Array<{ question: string }>).map((q) => q.question);

describe('sentQuestions', () => {
  it('lists what the member asked, newest first: pending, delivered, answered', async () => {
    const askedAt = t.clock.now().toISOString();
    const answered = await askAndAnswer(t.app, owner, 'Answered by name?', 'Yes it is', asker, { anonymous: false });
    await a.post('/ask', { user_id: owner.id, question: 'Delivered by name?', anonymous: false }, asker.token);
    await a.post('/ask', { user_id: other.id, question: 'Waiting anonymously?' }, asker.token);
    const page = await sent();
    expect(page.limit).toBe(20);
    expect(page.questions).toMatchObject([
      {
        question: 'Waiting anonymously?',
        anonymous: true,
        state: 'pending',
        question_id: null,
        user: { id: other.id },
      },
      { question: 'Delivered by name?', anonymous: false, state: 'delivered', question_id: null },
      {
        question: 'Answered by name?',
        state: 'answered',
        question_id: answered,
        date_added: askedAt,
        user: { id: owner.id, username: 'Owner1', fullname: expect.any(String), verified: false },
      },
    ]);
    expect(Object.keys(page.questions[0]).sort()).toEqual(
      ['anonymous', 'date_added', 'id', 'question', 'question_id', 'state', 'user'].sort(),
    );
    await deliverAll();
    expect((await sent()).questions[0]).toMatchObject({ state: 'delivered', date_added: askedAt });
    // Nobody else's list holds them.
    expect((await sent(owner)).questions).toEqual([]);
    expect((await sent(other)).questions).toEqual([]);
  });

  it('held back, dropped and deleted questions all read as delivered to the asker', async () => {
    await a.post('/muteWord', { word: 'spoiler' }, owner.token);
    await a.post('/ask', { user_id: owner.id, question: 'A spoiler, by name?', anonymous: false }, asker.token);
    const deleted = await askAndFind(t.app, owner, 'Deleted by the owner?', asker, { anonymous: false });
    await a.del('/question', { question_id: deleted }, owner.token);
    const first = await askAndFind(t.app, other, 'Blocked after this?', asker, { anonymous: false });
    await a.post('/blockAsker', { question_id: first }, other.token);
    await a.post('/ask', { user_id: other.id, question: 'Dropped when it comes?' }, asker.token);
    await deliverAll();
    const states = (await sent()).questions.map((q: { question: string; state: string }) => [q.question, q.state]);
    expect(states).toEqual([
      ['Dropped when it comes?', 'delivered'],
      ['Blocked after this?', 'delivered'],
      ['Deleted by the owner?', 'delivered'],
      ['A spoiler, by name?', 'delivered'],
    ]);
  });

  it('pages by id to the end with no repeat and no loss', async () => {
    for (let i = 0; i < 23; i++)
      await a.post('/ask', { user_id: owner.id, question: `Question number ${i}?` }, asker.token);
    const first = await sent();
    expect(first.questions).toHaveLength(20);
    const second = await sent(asker, { last_id: first.questions.at(-1).id });
    expect(second.questions).toHaveLength(3);
    const texts = [...first.questions, ...second.questions].map((q: { question: string }) => q.question);
    expect(texts).toEqual(Array.from({ length: 23 }, (_, i) => `Question number ${22 - i}?`));
    expect((await sent(asker, { first_id: second.questions[0].id })).questions).toHaveLength(20);
  });

  it('the data export lists them as the list does; the recipient’s has none still waiting', async () => {
    const askedAt = t.clock.now().toISOString();
    await a.post('/ask', { user_id: owner.id, question: 'In my export, waiting?' }, asker.token);
    const exported = async (who: CreatedUser) => {
      await a.post('/requestExport', {}, who.token);
      await t.ctx.jobs.drain();
      const zip = await t.app.inject({ method: 'GET', url: '/api/export', headers: bearer(who.token) });
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      const read = (name: string) =>
        JSON.parse(strFromU8(files[`qurio-${who.username}/${name}`] ?? new Uint8Array([91, 93])));
      return { asked: read('questions-asked.json'), inbox: read('inbox.json') };
    };
    expect((await exported(asker)).asked).toMatchObject([
      { to: 'Owner1', question: 'In my export, waiting?', anonymous: true, state: 'pending', asked_at: askedAt },
    ]);
    expect((await exported(owner)).inbox).toEqual([]);
  });

  it('needs a session', async () => {
    const res = await a.get('/sentQuestions', {});
    expect([res.status, res.body.code]).toEqual([401, 'SIGN_IN_REQUIRED']);
  });
});

describe('withdrawQuestion', () => {
  it('takes back a waiting question: it is never delivered, and the recipient never knew', async () => {
    await a.post('/ask', { user_id: owner.id, question: 'Never mind this one?' }, asker.token);
    const [mine] = (await sent()).questions;
    const res = await a.post('/withdrawQuestion', { id: mine.id }, asker.token);
    expect(res.body).toEqual({ status: true, message: 'Your question has been withdrawn.' });
    expect((await sent()).questions).toEqual([]);
    expect(await deliverAll()).toBe(0);
    expect(await inboxOf(owner)).toEqual([]);
    expect((await a.get('/notifications', {}, owner.token)).body.notifications).toEqual([]);
  });

  it('takes a delivered one out of the inbox as the recipient’s own delete would, and nothing more', async () => {
    await a.post('/ask', { user_id: owner.id, question: 'Withdrawn after delivery?' }, asker.token);
    await a.post('/ask', { user_id: owner.id, question: 'Deleted by its owner?' }, other.token);
    await deliverAll();
    const before = (await a.get('/notifications', {}, owner.token)).body.notifications;
    expect(before).toHaveLength(2);
    const [mine] = (await sent()).questions;
    expect((await a.post('/withdrawQuestion', { id: mine.id }, asker.token)).status).toBe(200);
    expect(await inboxOf(owner)).toEqual(['Deleted by its owner?']);
    const afterWithdraw = (await a.get('/notifications', {}, owner.token)).body.notifications;
    expect((await a.get('/stats', {}, owner.token)).body.pendingAnswersCount).toBe(1);
    // The owner deletes the other: the same change, one question and its notification fewer.
    const [left] = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    await a.del('/question', { question_id: left.id }, owner.token);
    const afterDelete = (await a.get('/notifications', {}, owner.token)).body.notifications;
    expect([before.length, afterWithdraw.length, afterDelete.length]).toEqual([2, 1, 0]);
    expect((await a.get('/stats', {}, owner.token)).body.pendingAnswersCount).toBe(0);
    // No notification of any kind says it was withdrawn.
    const kinds = await t.ctx.db.kysely.selectFrom('notifications').select('type').execute();
    expect(kinds).toEqual([]);
  });

  it('refuses an answered question (409), another member’s or an unknown one (404), and bad input (400)', async () => {
    await askAndAnswer(t.app, owner, 'Answered already?', 'Indeed it is', asker, { anonymous: false });
    await a.post('/ask', { user_id: owner.id, question: 'Someone else’s question?' }, other.token);
    const [answered] = (await sent()).questions;
    const [others] = (await sent(other)).questions;
    const refused = async (id: unknown, token = asker.token) => {
      const res = await a.postUnchecked('/withdrawQuestion', { id }, token);
      return [res.status, res.body.code];
    };
    expect(await refused(answered.id)).toEqual([409, 'QUESTION_ALREADY_ANSWERED']);
    expect(await refused(others.id)).toEqual([404, 'QUESTION_NOT_FOUND']);
    expect(await refused(others.id, owner.token)).toEqual([404, 'QUESTION_NOT_FOUND']);
    expect(await refused(999_999)).toEqual([404, 'QUESTION_NOT_FOUND']);
    expect(await refused('abc')).toEqual([400, 'ID_REQUIRED']);
    expect(await refused(undefined)).toEqual([400, 'ID_REQUIRED']);
    const guest = await a.postUnchecked('/withdrawQuestion', { id: others.id });
    expect([guest.status, guest.body.code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    // The answer stays; the other's question still waits and is delivered.
    expect((await sent()).questions).toMatchObject([{ state: 'answered' }]);
    expect(await deliverAll()).toBe(1);
    // Withdrawn once: a second time it is not found.
    expect((await a.post('/withdrawQuestion', { id: others.id }, other.token)).status).toBe(200);
    expect(await refused(others.id, other.token)).toEqual([404, 'QUESTION_NOT_FOUND']);
  });

  it('is bounded per member', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await a.post('/withdrawQuestion', { id: 999_000 + i }, asker.token);
      expect(res.status).toBe(404);
    }
    const res = await a.post('/withdrawQuestion', { id: 1 }, asker.token);
    expect([res.status, res.body.code]).toEqual([429, 'TOO_MANY_ACTIONS']);
    // Another member is not held back by it.
    expect((await a.post('/withdrawQuestion', { id: 1 }, other.token)).status).toBe(404);
  });

  it('a deleted asker’s waiting questions still arrive, without a sender; their list goes', async () => {
    await a.post('/ask', { user_id: owner.id, question: 'Outliving my account?' }, asker.token);
    await a.post('/ask', { user_id: owner.id, question: 'Asked by name earlier?', anonymous: false }, asker.token);
    const gone = await a.post('/deleteAccount', { password: asker.password }, asker.token);
    expect(gone.status).toBe(200);
    expect(await deliverAll()).toBe(1);
    const inbox = (await a.get('/myQuestions', {}, owner.token)).body.questions;
    expect(inbox).toMatchObject([
      { question: 'Outliving my account?', sender_id: null, anonymous: true },
      { question: 'Asked by name earlier?', sender_id: null, anonymous: true },
    ]);
    expect(await t.ctx.db.kysely.selectFrom('sent_questions').selectAll().execute()).toEqual([]);
  });
});
