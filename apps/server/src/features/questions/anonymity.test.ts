import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';

/**
 * The product's promise: nobody but moderators learns who sent an anonymous question. Every
 * response about such a question, to every kind of viewer, is recorded and searched for the
 * sender's id, username and e-mail.
 */
let t: TestApp;
let sender: CreatedUser;
let owner: CreatedUser;
let other: CreatedUser;
const responses: Array<{ what: string; body: string }> = [];

beforeEach(async () => {
  t = await createTestApp();
  responses.length = 0;
  sender = await createUser(t.app, { username: 'SecretSender7', email: 'hidden.person@example.com' });
  owner = await createUser(t.app, { username: 'PublicOwner' });
  other = await createUser(t.app, { username: 'Bystander' });
});
afterEach(async () => {
  await t.close();
});

function recorder() {
  const a = api(t.app);
  const keep = (what: string) => async (res: Promise<{ raw: string; status: number }>) => {
    const r = await res;
    responses.push({ what, body: r.raw });
    return r;
  };
  return {
    get: (path: string, q: object, token?: string) => keep(`GET ${path} ${token ?? 'guest'}`)(a.get(path, q, token)),
    post: (path: string, b: object, token?: string) => keep(`POST ${path} ${token ?? 'guest'}`)(a.post(path, b, token)),
  };
}

function assertNoSender() {
  expect(responses.length).toBeGreaterThan(10);
  for (const { what, body } of responses) {
    expect(body, what).not.toContain('SecretSender7');
    expect(body.toLowerCase(), what).not.toContain('secretsender7');
    expect(body, what).not.toContain('hidden.person');
    const parsed = JSON.parse(body);
    const questions = [parsed.question, ...(parsed.questions ?? []), ...(parsed.answers ?? [])].filter(Boolean);
    for (const q of questions) {
      if (q.anonymous) {
        expect(q.sender_id, what).toBeNull();
        expect(q.sender, what).toBeNull();
      }
      expect(q.sender_id, what).not.toBe(sender.id);
    }
  }
}

describe('anonymity', () => {
  it('no response about an anonymous question reveals its sender, to anyone', async () => {
    const r = recorder();
    const id = await askAndFind(t.app, owner, 'Who am I, do you think?', sender);
    await r.get('/myQuestions', {}, owner.token);
    await r.post('/answer', { question_id: id, answer: 'Someone who likes #mysteries' }, owner.token);
    await r.post('/reAnswerQuestion', { question_id: id, answer: 'Someone who likes #secrets' }, owner.token);
    await r.post('/likeQuestion', { id }, sender.token);
    await r.post('/likeQuestion', { id }, other.token);
    for (const token of [undefined, owner.token, sender.token, other.token]) {
      await r.get('/question', { username: 'PublicOwner', id }, token);
      await r.get('/questions', { username: 'PublicOwner' }, token);
      await r.get('/profile', { username: 'PublicOwner' }, token);
    }
    await r.post('/reportQuestion', { question_id: id }, owner.token);
    await r.get('/followers', { username: 'PublicOwner' });
    assertNoSender();

    // The sender's like counts but they are left out of the likers list, which would point at them.
    const likers = await t.ctx.db.kysely.selectFrom('likes').select('user_id').where('question_id', '=', id).execute();
    expect(likers.map((l) => l.user_id).sort()).toEqual([sender.id, other.id].sort());
    const seen = await api(t.app).get('/question', { username: 'PublicOwner', id });
    expect(seen.body.question.like_count).toBe(2);
    expect(seen.body.question.likes.map((u: { id: number }) => u.id)).toEqual([other.id]);
  });

  it('timeline, explore, search and notifications keep the sender hidden', async () => {
    const r = recorder();
    await r.post('/follow', { user_id: owner.id }, other.token);
    const id = await askAndAnswer(t.app, owner, 'Anonymous #riddle for you?', 'A riddle answered #riddle', sender);
    await r.post('/likeQuestion', { id }, other.token);
    await r.post('/likeQuestion', { id }, sender.token);
    for (const token of [owner.token, sender.token, other.token]) {
      await r.get('/timeline', {}, token);
      await r.post('/explore', { type: 'paginated', page: 1 }, token);
      await r.post('/search', { term: 'riddle', type: 'latest' }, token);
      await r.post('/search', { term: 'riddle', type: 'top' }, token);
      await r.post('/search', { term: '#riddle', type: 'latest' }, token);
      await r.get('/notifications', {}, token);
      await r.get('/trends', {}, token);
    }
    await r.post('/search', { term: 'SecretSender', type: 'people' }, other.token);
    // People search finds the sender as a member, which is not about the question: drop that one response.
    responses.pop();
    assertNoSender();
    const ownerNotes = (await api(t.app).get('/notifications', {}, owner.token)).body.notifications;
    expect(ownerNotes.map((x: { actor: { id: number } }) => x.actor.id)).not.toContain(sender.id);
  });

  it('errors about an anonymous question name nobody', async () => {
    const r = recorder();
    const id = await askAndFind(t.app, owner, 'An anonymous question?', sender);
    await r.post('/answer', { question_id: id, answer: 'x' }, owner.token);
    await r.post('/answer', { question_id: id, answer: 'Not my question' }, other.token);
    await r.get('/question', { username: 'PublicOwner', id }, other.token);
    await r.post('/likeQuestion', { id }, other.token);
    await r.post('/reportQuestion', { question_id: id }, other.token);
    await r.post('/ask', { user_id: owner.id, question: 'x' }, sender.token);
    await t.app.inject({
      method: 'POST',
      url: '/api/block',
      payload: { user_id: sender.id },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    await r.post('/ask', { user_id: owner.id, question: 'Blocked, can I ask?' }, sender.token);
    await r.get('/myQuestions', {}, owner.token);
    await r.get('/blockedUsers', {}, sender.token);
    await r.get('/myQuestions', {}, sender.token);
    await r.get('/profile', { username: 'PublicOwner' }, other.token);
    await r.get('/question', { username: 'PublicOwner', id }, owner.token);
    await r.post('/answer', { question_id: id, answer: 'Answered after the block' }, owner.token);
    await r.get('/questions', { username: 'PublicOwner' }, other.token);
    assertNoSender();
  });

  it('the owner is told nothing through notifications; the asker learns only of the answer', async () => {
    await askAndAnswer(t.app, owner, 'Anonymous and answered?', 'Answered indeed', sender);
    const rows = await t.ctx.db.kysely.selectFrom('notifications').selectAll().execute();
    expect(rows.filter((n) => n.user_id === owner.id)).toEqual([]);
    expect(rows.filter((n) => n.actor_id === sender.id)).toEqual([]);
    expect(rows.map((n) => [n.user_id, n.type, n.actor_id])).toEqual([[sender.id, 'answer', owner.id]]);
  });

  it('a named question shows its asker to everyone', async () => {
    const id = await askAndAnswer(t.app, owner, 'I ask this by name?', 'Hello named asker', other, {
      anonymous: false,
    });
    const res = await api(t.app).get('/question', { username: 'PublicOwner', id });
    expect(res.body.question).toMatchObject({
      anonymous: false,
      sender_id: other.id,
      sender: { username: 'Bystander' },
    });
  });
});
