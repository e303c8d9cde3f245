import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { SAFETY_MESSAGES } from './service.js';

/**
 * Issue 34: blocking an asker and deleting their questions at once (blockAsker `delete_questions`),
 * and taking a held-back or flagged question for a false positive (moveToInbox). Runs on SQLite
 * and PostgreSQL like every API test.
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
const ask = (text: string, from: CreatedUser | null, options: { anonymous?: boolean; ip?: string } = {}) =>
  askAndFind(t.app, owner, text, from ?? undefined, { ip: `10.90.${n++ % 250}.1`, ...options });
/** A question muted words hold back: it reaches the held list, not the inbox; its id there. */
async function askHeld(text: string, from: CreatedUser): Promise<number> {
  await a.post('/ask', { user_id: owner.id, question: text }, from.token, `10.92.${n++ % 250}.1`);
  const held = (await a.get('/heldQuestions', {}, owner.token)).body.questions as Array<{
    id: number;
    question: string;
  }>;
  const found = held.find((q) => q.question === text);
  if (!found) throw new Error(`Not held back: ${text}`);
  return found.id;
}
const inboxTexts = async () =>
  ((await a.get('/myQuestions', {}, owner.token)).body.questions as Array<{ question: string }>)
    .map((q) => q.question)
    .sort();
const heldTexts = async () =>
  ((await a.get('/heldQuestions', {}, owner.token)).body.questions as Array<{ question: string }>)
    .map((q) => q.question)
    .sort();
const counts = () =>
  t.ctx.db.kysely
    .selectFrom('users')
    .select(['pending_count', 'held_count'])
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();

describe('blockAsker with delete_questions', () => {
  it('from an anonymous question, deletes it and that asker’s other anonymous ones, inbox and held', async () => {
    await a.post('/muteWord', { word: 'muted' }, owner.token);
    const blocked = await ask('First anonymous one?', harasser);
    await ask('Second anonymous one?', harasser);
    await askHeld('A muted anonymous one?', harasser);
    await ask('Signed by the same person?', harasser, { anonymous: false });
    await ask('From a friend, anonymous?', friend);
    await askHeld('A muted one from a friend?', friend);
    await ask('From a guest?', null);
    expect(await counts()).toEqual({ pending_count: 5, held_count: 2 });

    const res = await a.post('/blockAsker', { question_id: blocked, delete_questions: true }, owner.token);
    // The same answer as a block alone: no count, no ids.
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: SAFETY_MESSAGES.askerBlocked });

    // The asker's named question stays: its going would name the anonymous asker (issue 29).
    expect(await inboxTexts()).toEqual(['From a friend, anonymous?', 'From a guest?', 'Signed by the same person?']);
    expect(await heldTexts()).toEqual(['A muted one from a friend?']);
    expect(await counts()).toEqual({ pending_count: 3, held_count: 1 });
    const inbox = (await a.get('/myQuestions', {}, owner.token)).body;
    expect(inbox.held).toBe(1);
    expect(inbox.counts.all).toBe(3);
    // Their notifications went with them (held questions notified nobody).
    const notes = (await a.get('/notifications', {}, owner.token)).body.notifications;
    expect(notes).toHaveLength(3);
  });

  it('from a named question, deletes only that member’s named questions, never their anonymous ones', async () => {
    // Their anonymous questions going too would say which anonymous questions they sent.
    const blocked = await ask('Named, first?', harasser, { anonymous: false });
    await ask('Named, second?', harasser, { anonymous: false });
    await ask('Anonymous from the same member?', harasser);
    await ask('Named from a friend?', friend, { anonymous: false });
    await a.post('/blockAsker', { question_id: blocked, delete_questions: true }, owner.token);
    expect(await inboxTexts()).toEqual(['Anonymous from the same member?', 'Named from a friend?']);
    expect((await counts()).pending_count).toBe(2);
  });

  it('deletes a guest’s questions by their address, and other guests’ stay', async () => {
    const blocked = await ask('Guest one?', null, { ip: '10.91.0.1' });
    await ask('Guest one again?', null, { ip: '10.91.0.1' });
    await ask('Another guest?', null, { ip: '10.91.0.2' });
    await a.post('/blockAsker', { question_id: blocked, delete_questions: true }, owner.token);
    expect(await inboxTexts()).toEqual(['Another guest?']);
  });

  it('without it, or false, deletes nothing; bad input is refused with its code', async () => {
    const blocked = await ask('Stay where you are?', harasser);
    await ask('Me too?', harasser);
    expect((await a.post('/blockAsker', { question_id: blocked }, owner.token)).status).toBe(200);
    expect((await a.post('/blockAsker', { question_id: blocked, delete_questions: false }, owner.token)).status).toBe(
      200,
    );
    expect(await inboxTexts()).toEqual(['Me too?', 'Stay where you are?']);
    const bad = await a.postUnchecked('/blockAsker', { question_id: blocked, delete_questions: 'yes' }, owner.token);
    expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    // Someone else's question: not found, and nothing of theirs goes.
    const theirs = await a.post('/blockAsker', { question_id: blocked, delete_questions: true }, friend.token);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'QUESTION_NOT_FOUND']);
    expect(await inboxTexts()).toEqual(['Me too?', 'Stay where you are?']);
  });
});

describe('a block and the questions still on their way', () => {
  it('a question asked before the block but delivered after it is dropped', async () => {
    const delayed = await createTestApp({ env: { QUESTION_DELAY_MINUTES: '30' } });
    try {
      const d = api(delayed.app);
      const me = await createUser(delayed.app, { username: 'DelayedOwner' });
      const troll = await createUser(delayed.app, { username: 'DelayedTroll' });
      const other = await createUser(delayed.app, { username: 'DelayedOther' });
      await d.post('/ask', { user_id: me.id, question: 'First, delivered?' }, troll.token);
      delayed.clock.advance(30 * 60_000);
      await delayed.ctx.questionDelivery.run();
      // Asked before the block, still waiting when it comes.
      await d.post('/ask', { user_id: me.id, question: 'Second, on its way?' }, troll.token);
      await d.post('/ask', { user_id: me.id, question: 'A bystander, on its way?' }, other.token);
      const [first] = (await d.get('/myQuestions', {}, me.token)).body.questions;
      await d.post('/blockAsker', { question_id: first.id, delete_questions: true }, me.token);
      delayed.clock.advance(30 * 60_000);
      expect(await delayed.ctx.questionDelivery.run()).toBe(2);
      const inbox = (await d.get('/myQuestions', {}, me.token)).body.questions;
      expect(inbox.map((q: { question: string }) => q.question)).toEqual(['A bystander, on its way?']);
      // The asker's list says delivered, as for any question the recipient does not show.
      const sent = (await d.get('/sentQuestions', {}, troll.token)).body;
      expect(JSON.stringify(sent)).toContain('"delivered"');
    } finally {
      await delayed.close();
    }
  });
});

describe('moveToInbox', () => {
  it('moves a held-back question into the inbox, where it can be answered', async () => {
    await a.post('/muteWord', { word: 'pineapple' }, owner.token);
    const held = await askHeld('Pineapple on pizza, yes or no?', friend);
    expect(await counts()).toEqual({ pending_count: 0, held_count: 1 });
    const res = await a.post('/moveToInbox', { question_id: held }, owner.token);
    expect([res.status, res.body.status]).toEqual([200, true]);
    expect(await heldTexts()).toEqual([]);
    expect(await inboxTexts()).toEqual(['Pineapple on pizza, yes or no?']);
    expect(await counts()).toEqual({ pending_count: 1, held_count: 0 });
    expect((await a.get('/myQuestions', {}, owner.token)).body.held).toBe(0);
    // Once moved, it is an ordinary question: moving again changes nothing.
    expect((await a.post('/moveToInbox', { question_id: held }, owner.token)).status).toBe(200);
    expect(await counts()).toEqual({ pending_count: 1, held_count: 0 });
    expect((await a.post('/answer', { question_id: held, answer: 'Yes, always' }, owner.token)).status).toBe(200);
  });

  it('unflags a question the profanity filter flagged, so it can be answered', async () => {
    await a.post('/set', { key: 'profanity_filter', value: '1' }, owner.token);
    const rude = await ask('You are a fucking legend, how?', friend);
    const flagged = (await a.get('/myQuestions', { filter: 'flagged' }, owner.token)).body;
    expect(flagged.questions.map((q: { id: number }) => q.id)).toEqual([rude]);
    expect((await a.post('/moveToInbox', { question_id: rude }, owner.token)).status).toBe(200);
    const after = (await a.get('/myQuestions', {}, owner.token)).body;
    expect(after.counts.flagged).toBe(0);
    expect(after.questions[0]).toMatchObject({ id: rude, filtered: false });
    expect((await a.post('/answer', { question_id: rude, answer: 'Practice' }, owner.token)).status).toBe(200);
  });

  it('refuses guests, other people’s, answered and unknown questions, and bad input', async () => {
    const q = await ask('Whose is this?', friend);
    expect((await a.post('/moveToInbox', { question_id: q })).status).toBe(401);
    const theirs = await a.post('/moveToInbox', { question_id: q }, friend.token);
    expect([theirs.status, theirs.body.code]).toEqual([404, 'QUESTION_NOT_FOUND']);
    expect((await a.post('/moveToInbox', { question_id: 987654 }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');
    await a.post('/answer', { question_id: q, answer: 'Mine' }, owner.token);
    expect((await a.post('/moveToInbox', { question_id: q }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');
    const deleted = await ask('Deleted already?', friend);
    await a.del('/question', { question_id: deleted }, owner.token);
    expect((await a.post('/moveToInbox', { question_id: deleted }, owner.token)).body.code).toBe('QUESTION_NOT_FOUND');
    const missing = await a.postUnchecked('/moveToInbox', {}, owner.token);
    expect([missing.status, missing.body.code]).toEqual([400, 'QUESTION_ID_REQUIRED']);
  });
});
