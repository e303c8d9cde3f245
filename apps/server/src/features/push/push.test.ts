import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { RecordingPushSender } from '../../test/push.js';

let t: TestApp;
let a: ReturnType<typeof api>;
let android: RecordingPushSender;
let ios: RecordingPushSender;
let alice: CreatedUser;
let bob: CreatedUser;
const ANDROID = 'fcm-token_alice:APA91b-1234567890';
const IPHONE = 'a'.repeat(64);

beforeEach(async () => {
  android = new RecordingPushSender();
  ios = new RecordingPushSender();
  t = await createTestApp({ pushSenders: { android, ios } });
  a = api(t.app);
  alice = await createUser(t.app, { username: 'Alice', lang: 'de' });
  bob = await createUser(t.app, { username: 'Bob77' });
});
afterEach(async () => {
  await t.close();
});

const tokens = () => t.ctx.db.kysely.selectFrom('push_tokens').selectAll().orderBy('id').execute();
const outbox = () => t.ctx.db.kysely.selectFrom('push_outbox').selectAll().orderBy('id').execute();
const register = (token: string, platform: string, as: CreatedUser) =>
  a.postUnchecked('/registerPushToken', { token, platform }, as.token);
async function login(user: CreatedUser): Promise<string> {
  const res = await a.post('/token', { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return res.body.data.access_token;
}

describe('registerPushToken / unregisterPushToken', () => {
  it('stores the token for the calling session and removes it on request', async () => {
    const res = await register(ANDROID, 'android', alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true });
    expect(await tokens()).toMatchObject([{ token: ANDROID, platform: 'android', user_id: alice.id }]);
    // Registering again changes nothing.
    expect((await register(ANDROID, 'android', alice)).status).toBe(200);
    expect(await tokens()).toHaveLength(1);
    // Another member cannot remove it; its owner can.
    await a.post('/unregisterPushToken', { token: ANDROID }, bob.token);
    expect(await tokens()).toHaveLength(1);
    const off = await a.post('/unregisterPushToken', { token: ANDROID }, alice.token);
    expect(off.status).toBe(200);
    expect(await tokens()).toHaveLength(0);
  });

  it('needs a session', async () => {
    for (const path of ['/registerPushToken', '/unregisterPushToken'] as const) {
      const res = await a.post(path, { token: ANDROID, platform: 'android' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SIGN_IN_REQUIRED');
    }
  });

  it('refuses bad input with its code', async () => {
    const cases: Array<[object, string]> = [
      [{ platform: 'android' }, 'PUSH_TOKEN_INVALID'],
      [{ token: '', platform: 'android' }, 'PUSH_TOKEN_INVALID'],
      [{ token: 'has space', platform: 'android' }, 'PUSH_TOKEN_INVALID'],
      [{ token: 'x'.repeat(1025), platform: 'ios' }, 'PUSH_TOKEN_INVALID'],
      [{ token: 42, platform: 'ios' }, 'PUSH_TOKEN_INVALID'],
      [{ token: 'abc\u0000', platform: 'ios' }, 'TEXT_INVALID_CHARACTER'],
      [{ token: ANDROID }, 'PUSH_PLATFORM_INVALID'],
      [{ token: ANDROID, platform: 'windows' }, 'PUSH_PLATFORM_INVALID'],
    ];
    for (const [body, code] of cases) {
      const res = await a.postUnchecked('/registerPushToken', body, alice.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
    }
    const res = await a.post('/unregisterPushToken', { token: '../x' }, alice.token);
    expect(res.body.code).toBe('PUSH_TOKEN_INVALID');
  });

  it('moves a token registered again by another session, to that session and member', async () => {
    await register(ANDROID, 'android', alice);
    await askAndFind(t.app, alice, 'A question queued for Alice?', bob);
    // The phone changes hands before the push went out: Bob signs in on it.
    expect((await register(ANDROID, 'android', bob)).status).toBe(200);
    const [row] = await tokens();
    expect(row).toMatchObject({ token: ANDROID, user_id: bob.id });
    await t.ctx.pushWorker.drain();
    // Alice's push is not delivered to Bob's phone.
    expect(android.sent).toHaveLength(0);
    expect((await outbox()).map((p) => p.status)).toEqual(['dropped']);
  });

  it('ends with the session: logout, password change, freeze', async () => {
    const second = await login(alice);
    await register(ANDROID, 'android', alice);
    await a.post('/registerPushToken', { token: IPHONE, platform: 'ios' }, second);
    expect(await tokens()).toHaveLength(2);
    // Logout removes the token of that session only.
    expect((await a.post('/logout', {}, alice.token)).status).toBe(200);
    expect((await tokens()).map((r) => r.token)).toEqual([IPHONE]);
    // A password change keeps the session that made it and ends the others with their tokens.
    const third = await login(alice);
    await a.post('/registerPushToken', { token: ANDROID, platform: 'android' }, third);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: { authorization: `Bearer ${second}` },
      payload: { current_password: alice.password, password: 'a new password', password_repeat: 'a new password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await tokens()).map((r) => r.token)).toEqual([IPHONE]);
    // Freezing ends every session.
    const frozen = await a.post('/freezeAccount', { password: 'a new password' }, second);
    expect(frozen.status).toBe(200);
    expect(await tokens()).toHaveLength(0);
  });
});

describe('what is pushed', () => {
  it('a new question, an answer, a like and a follower, in the recipient language, once', async () => {
    await register(ANDROID, 'android', alice);
    await register(IPHONE, 'ios', bob);
    // Named, so the asker's like is announced (an anonymous asker's never is).
    const id = await askAndFind(t.app, alice, 'What is your favourite colour?', bob, { anonymous: false });
    await t.ctx.pushWorker.drain();
    expect(android.sent).toEqual([
      {
        token: ANDROID,
        message: {
          title: 'Neue Frage',
          body: 'Du hast eine neue Frage',
          data: { kind: 'question', question_id: String(id), url: '/questions' },
        },
      },
    ]);
    await a.post('/answer', { question_id: id, answer: 'Blue, of course' }, alice.token);
    await a.post('/likeQuestion', { id }, bob.token);
    await a.post('/likeQuestion', { id }, bob.token);
    await a.post('/likeQuestion', { id }, bob.token);
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await t.ctx.pushWorker.drain();
    await t.ctx.pushWorker.drain();
    expect(ios.sent.map((s) => s.message)).toEqual([
      {
        title: 'New answer',
        body: '@Alice answered your question',
        data: { kind: 'answer', question_id: String(id), username: 'Alice', url: `/Alice/post/${id}` },
      },
    ]);
    // The worker sends a member's pushes side by side: in either order (by kind here).
    const byKind = (x: { data: Record<string, string> }, y: { data: Record<string, string> }) =>
      String(x.data.kind).localeCompare(String(y.data.kind));
    expect(
      android.sent
        .slice(1)
        .map((s) => s.message)
        .sort(byKind),
    ).toEqual([
      {
        title: 'Neuer Follower',
        body: '@Bob77 folgt dir jetzt',
        data: { kind: 'follow', username: 'Bob77', url: '/Bob77' },
      },
      {
        title: 'Neues Like',
        body: '@Bob77 gefällt deine Antwort',
        data: { kind: 'like', question_id: String(id), username: 'Bob77', url: `/Alice/post/${id}` },
      },
    ]);
    expect((await outbox()).every((p) => p.status === 'sent')).toBe(true);
  });

  it('an answer that mentions the member, in their language, unless they turned mentions off', async () => {
    await register(ANDROID, 'android', alice);
    const id = await askAndAnswer(t.app, bob, 'Who knows about colours?', 'Ask @alice, she knows them all');
    await t.ctx.pushWorker.drain();
    expect(android.sent.map((s) => s.message)).toEqual([
      {
        title: 'Neue Erwähnung',
        body: '@Bob77 hat dich in einer Antwort erwähnt',
        data: { kind: 'mention', question_id: String(id), username: 'Bob77', url: `/Bob77/post/${id}` },
      },
    ]);
    expect((await a.post('/set', { key: 'notify_mentions', value: '0' }, alice.token)).status).toBe(200);
    await askAndAnswer(t.app, bob, 'And who else?', 'Still @Alice');
    await t.ctx.pushWorker.drain();
    expect(android.sent).toHaveLength(1);
  });

  it('honours each notification setting', async () => {
    await register(ANDROID, 'android', alice);
    for (const key of ['notify_questions', 'notify_likes', 'notify_followers'] as const) {
      expect((await a.post('/set', { key, value: '0' }, alice.token)).status).toBe(200);
    }
    await register(IPHONE, 'ios', bob);
    expect((await a.post('/set', { key: 'notify_answers', value: '0' }, bob.token)).status).toBe(200);
    const id = await askAndAnswer(t.app, alice, 'A question with all off?', 'An answer', bob, { anonymous: false });
    await a.post('/likeQuestion', { id }, bob.token);
    await a.post('/follow', { user_id: alice.id }, bob.token);
    await t.ctx.pushWorker.drain();
    expect(android.sent).toEqual([]);
    expect(ios.sent).toEqual([]);
    expect(await outbox()).toEqual([]);
  });

  it('nothing for an unconfigured service, and the rest goes on', async () => {
    const t2 = await createTestApp();
    try {
      const carol = await createUser(t2.app, { username: 'Carol' });
      await api(t2.app).post('/registerPushToken', { token: ANDROID, platform: 'android' }, carol.token);
      await askAndFind(t2.app, carol, 'Anyone listening here?');
      await t2.ctx.pushWorker.drain();
      const rows = await t2.ctx.db.kysely.selectFrom('push_outbox').select('status').execute();
      expect(rows).toEqual([{ status: 'dropped' }]);
    } finally {
      await t2.close();
    }
  });

  it('deletes a token the service calls unregistered, and retries a failure with back-off', async () => {
    await register(ANDROID, 'android', alice);
    await register(IPHONE, 'ios', alice);
    android.answer = () => ({ result: 'gone', reason: 'FCM 404 UNREGISTERED' });
    ios.answer = () => ({ result: 'retry', error: 'APNs 503' });
    await askAndFind(t.app, alice, 'Is this device still there?', bob);
    await t.ctx.pushWorker.drain();
    expect((await tokens()).map((r) => r.platform)).toEqual(['ios']);
    const pending = (await outbox()).find((p) => p.status === 'queued');
    expect(pending).toMatchObject({ attempts: 1, last_error: 'APNs 503' });
    // Not due yet: nothing is sent again before the back-off ends.
    ios.answer = () => ({ result: 'sent' });
    await t.ctx.pushWorker.drain();
    expect(ios.sent).toHaveLength(0);
    t.clock.advance(31_000);
    await t.ctx.pushWorker.drain();
    await t.ctx.pushWorker.drain();
    expect(ios.sent).toHaveLength(1);
    expect((await outbox()).map((p) => p.status).sort()).toEqual(['dropped', 'sent']);
  });
});
