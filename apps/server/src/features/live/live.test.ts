import { waitUntil } from '@qurio/client/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, askAndFind, type CreatedUser, createUser, grantRole } from '../../test/factories.js';
import { listen, type OpenStream, openStream } from '../../test/live.js';

/**
 * `GET events` through a real port (a stream never ends, so app.inject() cannot read it), on each
 * database. Events for one member are written in the order their writes were announced, so "this
 * did not send anything" is checked by a later write whose event must come first.
 */
let t: TestApp;
let a: ReturnType<typeof api>;
let base: string;
let owner: CreatedUser;
let asker: CreatedUser;
let fan: CreatedUser;
const open: OpenStream[] = [];

async function stream(member: CreatedUser | null, headers: Record<string, string> = {}): Promise<OpenStream> {
  const s = await openStream(base, member?.token ?? null, headers);
  open.push(s);
  return s;
}

beforeEach(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'off' }, live: { heartbeatMs: 200 } });
  a = api(t.app);
  base = await listen(t.app);
  owner = await createUser(t.app, { username: 'LiveOwner' });
  asker = await createUser(t.app, { username: 'LiveAsker' });
  fan = await createUser(t.app, { username: 'LiveFan' });
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await t.close();
});

describe('GET events', () => {
  it('refuses a request without a session, or with an ended one, as every call does', async () => {
    const guest = await stream(null);
    expect([guest.status, JSON.parse(guest.raw()).code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    const wrong = await openStream(base, 'not-a-real-token');
    expect([wrong.status, JSON.parse(wrong.raw()).code]).toEqual([401, 'AUTH_INVALID']);
    expect(wrong.headers.get('x-access-token')).toBe('false');
  });

  it('opens with the header’s stats, as an event stream nothing caches', async () => {
    await askAndFind(t.app, owner, 'Waiting before you connect?', asker);
    await a.post('/follow', { user_id: owner.id }, fan.token);
    const s = await stream(owner);
    expect(s.status).toBe(200);
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.headers.get('cache-control')).toBe('no-store');
    expect(s.headers.get('x-content-type-options')).toBe('nosniff');
    const first = await s.next('stats');
    const newest = (await a.get('/notifications', {}, owner.token)).body.notifications[0].n_date;
    expect(first.data).toEqual({ followersCount: 1, pendingAnswersCount: 1, lastNotificationDate: newest });
    expect(s.raw()).toMatch(/^retry: 3000\n\n/);
  });

  it('sends a new question’s notification and the new count at once, and nothing for a held one', async () => {
    const s = await stream(owner);
    await s.next('stats');
    await a.post('/muteWord', { word: 'spoiler' }, owner.token);
    await a.post('/ask', { user_id: owner.id, question: 'A spoiler, held back?' }, asker.token);
    const started = Date.now();
    const id = await askAndFind(t.app, owner, 'Delivered to your inbox?', asker);
    const note = await s.next('notification');
    const stats = await s.next('stats');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(note.data).toMatchObject({ type: 'question', actor: null, question: { id, status: 'pending' } });
    expect(note.id).toBe(String(note.data.id));
    expect(stats.data.pendingAnswersCount).toBe(1);
    expect(s.events.filter((e) => e.type === 'notification')).toHaveLength(1);
  });

  it('answers of followed members reach their followers only', async () => {
    await a.post('/follow', { user_id: owner.id }, fan.token);
    const fanStream = await stream(fan);
    const askerStream = await stream(asker);
    await fanStream.next('stats');
    await askerStream.next('stats');
    const id = await askAndAnswer(t.app, owner, 'Followed, answered?', 'Answered for my followers', asker);
    expect((await fanStream.next('answer')).data).toEqual({ question_id: id, user_id: owner.id });
    // The asker does not follow the owner: they hear of the answer as a notification only.
    const told = await askerStream.next('notification', (e) => e.data.type === 'answer');
    expect(told.data.question.id).toBe(id);
    expect(askerStream.events.some((e) => e.type === 'answer')).toBe(false);
    // After a block, no follow is left either way: nothing more reaches the fan.
    await a.post('/block', { user_id: fan.id }, owner.token);
    await askAndAnswer(t.app, owner, 'After the block?', 'Fans blocked see nothing', asker);
    await askerStream.next('notification', (e) => e.data.type === 'answer' && e.data.question.id !== id);
    expect(fanStream.events.filter((e) => e.type === 'answer')).toHaveLength(1);
  });

  it('follows and likes: one notification per actor, kind and target; the count follows every toggle', async () => {
    const s = await stream(owner);
    await s.next('stats');
    const id = await askAndAnswer(t.app, owner, 'Like me twice?', 'Twice liked, once told', asker);
    for (let i = 0; i < 3; i++) await a.post('/likeQuestion', { id }, fan.token);
    for (let i = 0; i < 3; i++) await a.post('/follow', { user_id: owner.id }, fan.token);
    await s.next('stats', (e) => e.data.followersCount === 1);
    await s.next('stats', (e) => e.data.followersCount === 0);
    await s.next('stats', (e) => e.data.followersCount === 1);
    const kinds = s.events.filter((e) => e.type === 'notification').map((e) => e.data.type);
    expect(kinds).toEqual(['question', 'like', 'follow']);
  });

  it('replays the notifications missed since Last-Event-ID, in order, without repeating one', async () => {
    const first = await stream(owner);
    await first.next('stats');
    await askAndFind(t.app, owner, 'Seen live before you left?', asker);
    const seen = await first.next('notification');
    first.close();
    const missed = [
      await askAndFind(t.app, owner, 'Asked while you were away?', asker),
      await askAndFind(t.app, owner, 'And another while away?', fan),
    ];
    const again = await stream(owner, { 'last-event-id': String(seen.id) });
    const replayed = [await again.next('notification'), await again.next('notification')];
    expect(replayed.map((e) => e.data.question.id)).toEqual(missed);
    expect(replayed.map((e) => Number(e.id))).toEqual([Number(seen.id) + 1, Number(seen.id) + 2]);
    await again.next('stats', (e) => e.data.pendingAnswersCount === 3);
    // A live one after the replay comes once.
    const live = await askAndFind(t.app, owner, 'And one now that you are back?', asker);
    expect((await again.next('notification')).data.question.id).toBe(live);
    expect(again.events.filter((e) => e.type === 'notification')).toHaveLength(3);
    // A malformed Last-Event-ID, or one past the id column, is ignored rather than refused: the
    // stream opens without a replay.
    for (const header of ['yesterday', '2147483648']) {
      const odd = await stream(owner, { 'last-event-id': header });
      await odd.next('stats');
      expect(
        odd.events.some((e) => e.type === 'notification'),
        header,
      ).toBe(false);
      odd.close();
    }
  });

  it('ends with the session: logout, password change elsewhere, freeze, suspension, deletion', async () => {
    const loggedOut = await stream(owner);
    await loggedOut.next('stats');
    await a.post('/logout', {}, owner.token);
    await loggedOut.ended;

    const kept = await stream(asker);
    const second = await createSession(asker);
    const other = await stream({ ...asker, token: second });
    await Promise.all([kept.next('stats'), other.next('stats')]);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/password',
      headers: { authorization: `Bearer ${asker.token}` },
      payload: { current_password: asker.password, password: 'a new password', password_repeat: 'a new password' },
    });
    expect(change.statusCode).toBe(200);
    await other.ended;
    // The session that changed the password stays, and so does its stream.
    await askAndFind(t.app, asker, 'Still listening after the change?', fan);
    await kept.next('notification');

    const frozen = await stream(fan);
    await frozen.next('stats');
    expect((await a.post('/freezeAccount', { password: fan.password }, fan.token)).status).toBe(200);
    await frozen.ended;

    const moderator = await createUser(t.app, { username: 'LiveModerator' });
    await grantRole(t, moderator, 'moderator');
    const suspended = await stream(asker);
    await suspended.next('stats');
    const suspend = await a.post(
      '/modAction',
      { user_id: asker.id, action: 'suspend', reason: 'Spam' },
      moderator.token,
    );
    expect(suspend.status).toBe(200);
    await Promise.all([suspended.ended, kept.ended]);

    const deleting = await createUser(t.app, { username: 'LiveLeaver' });
    const gone = await stream(deleting);
    await gone.next('stats');
    expect((await a.post('/deleteAccount', { password: deleting.password }, deleting.token)).status).toBe(200);
    await gone.ended;
  });

  it('ends a stream whose session ended without a message, at the next heartbeat', async () => {
    const s = await stream(owner);
    await s.next('stats');
    // As another process's admin command would: straight in the database, nothing on the bus.
    await t.ctx.db.kysely.updateTable('sessions').set({ revoked_at: t.clock.now().toISOString() }).execute();
    await s.ended;
    expect(s.raw()).toContain('\n:\n\n');
  });

  it('outlives the idle timeout of its socket: the heartbeat is traffic', async () => {
    const short = await createTestApp({ timeouts: { idleMs: 400 }, live: { heartbeatMs: 100 } });
    try {
      const member = await createUser(short.app, { username: 'LiveIdle' });
      const s = await openStream(await listen(short.app), member.token);
      open.push(s);
      await s.next('stats');
      // Ten heartbeats (a second) with no other traffic: more than twice the socket's idle timeout.
      await waitUntil(() => s.raw().split('\n:\n\n').length > 10, { message: 'ten heartbeats' });
      await askAndFind(short.app, member, 'Still there after a quiet second?');
      await s.next('notification');
    } finally {
      await short.close();
    }
  });

  it('stops every stream when the server closes, without waiting for the clients', async () => {
    const streams = [await stream(owner), await stream(asker), await stream(fan)];
    await Promise.all(streams.map((s) => s.next('stats')));
    const started = Date.now();
    await t.app.close();
    await Promise.all(streams.map((s) => s.ended));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

/** A second session of the member, as a second device signing in. */
async function createSession(member: CreatedUser): Promise<string> {
  const res = await a.post('/token', { username: member.username, password: member.password });
  return res.body.data.access_token;
}
