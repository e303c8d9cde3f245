import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { listen, openStream } from '../../test/live.js';

/** The sessions list (issue 29): GET sessions, POST endSession, POST endOtherSessions, on each database. */
const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  reactNativeIos: 'Qurio/1 CFNetwork/1494.0.7 Darwin/23.4.0',
};

let t: TestApp;
let a: ReturnType<typeof api>;
let member: CreatedUser;

beforeEach(async () => {
  t = await createTestApp();
  a = api(t.app);
  member = await createUser(t.app);
});
afterEach(async () => {
  await t.close();
});

/** Signs the member in again, as another device with these headers would; returns the new token. */
async function signIn(who: CreatedUser, headers: Record<string, string> = {}): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    headers,
    payload: { username: who.username, password: who.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.access_token;
}

async function list(token: string) {
  const res = await a.get('/sessions', undefined, token);
  expect(res.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the fields read below
  return res.body.sessions as any[];
}

async function status(token: string): Promise<number> {
  return (await a.get('/stats', undefined, token)).status;
}

function pushTokensOf(userId: number) {
  return t.ctx.db.kysely.selectFrom('push_tokens').select('token').where('user_id', '=', userId).execute();
}

describe('GET sessions', () => {
  it('lists the current sessions with their devices, this one first and marked', async () => {
    t.clock.advance(60_000);
    const phone = await signIn(member, { 'user-agent': UA.chromeAndroid });
    t.clock.advance(60_000);
    const app = await signIn(member, { 'user-agent': UA.reactNativeIos, 'x-qurio-client': 'app/ios' });
    t.clock.advance(60_000);
    const desktop = await signIn(member, { 'user-agent': UA.firefoxWindows, 'x-qurio-client': 'something/else' });

    const sessions = await list(phone);
    expect(sessions.map((s) => [s.current, s.client, s.browser, s.os])).toEqual([
      [true, 'browser', 'Chrome', 'Android'],
      [false, 'browser', 'Firefox', 'Windows'],
      [false, 'app', null, 'iOS'],
      // The registration's session: app.inject's own user agent names no system.
      [false, 'unknown', null, null],
    ]);
    expect(sessions[0].signed_in_at).toBe('2026-11-22T12:01:00.000Z');
    expect(sessions[0].last_used_at).toBe('2026-11-22T12:01:00.000Z');
    // Nothing else about the device leaves the server: no address, no raw user agent.
    expect(Object.keys(sessions[0]).sort()).toEqual(
      ['browser', 'client', 'current', 'id', 'last_used_at', 'os', 'signed_in_at'].sort(),
    );
    expect((await list(app))[0]).toMatchObject({ current: true, client: 'app', os: 'iOS' });
    expect((await list(desktop))[0]).toMatchObject({ current: true, browser: 'Firefox' });
  });

  it('hides ended and expired sessions, and a rotated one shows once with its first sign-in time', async () => {
    const old = await signIn(member);
    t.clock.advance(30 * 24 * 60 * 60_000);
    const ended = await signIn(member);
    expect((await a.post('/logout', {}, ended)).status).toBe(200);
    const kept = await signIn(member, { 'user-agent': UA.firefoxWindows });
    const signedInAt = t.clock.now().toISOString();
    // Past the first two sign-ins' idle lifetime (60 days), within the third's.
    t.clock.advance(31 * 24 * 60 * 60_000);
    expect(await status(old)).toBe(401);

    // The rotated row describes the device by the request that rotated it, as a new sign-in would.
    const rotation = await t.app.inject({
      method: 'GET',
      url: '/api/refresh',
      headers: { ...bearer(kept), 'user-agent': UA.firefoxWindows },
    });
    const rotated = rotation.headers['x-access-token'] as string;
    expect(rotated).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessions = await list(rotated);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Firefox', signed_in_at: signedInAt });
    // The token it replaced still works for the grace period: the same sign-in, the same entry.
    expect(await list(kept)).toEqual(sessions);
  });

  it('shows at most 50, and the current one even when 50 newer sign-ins push it out', async () => {
    const first = await signIn(member, { 'user-agent': UA.chromeAndroid });
    for (let i = 0; i < 51; i += 1) await signIn(member);
    const sessions = await list(first);
    expect(sessions).toHaveLength(50);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome' });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(50);
  });

  it('needs a session', async () => {
    const res = await a.get('/sessions');
    expect([res.status, res.body.code]).toEqual([401, 'SIGN_IN_REQUIRED']);
  });
});

describe('POST endSession', () => {
  it('signs that session out at once, its rotated-out token and its push tokens with it', async () => {
    const other = await signIn(member, { 'user-agent': UA.chromeAndroid });
    expect(
      (await a.post('/registerPushToken', { token: 'device-of-the-other', platform: 'android' }, other)).status,
    ).toBe(200);
    expect(
      (await a.post('/registerPushToken', { token: 'device-of-mine', platform: 'ios' }, member.token)).status,
    ).toBe(200);
    // The other device's token rotates; its old one still works for the grace period, until ended.
    t.clock.advance(t.ctx.tokens.rotateAfterMs + 1000);
    const rotated = (await a.get('/refresh', undefined, other)).headers['x-access-token'] as string;
    expect(await status(other)).toBe(200);

    const target = (await list(member.token)).find((s) => !s.current);
    const res = await a.post('/endSession', { id: target.id }, member.token);
    expect(res.status).toBe(200);
    expect(res.headers['x-access-token']).toBeUndefined();
    expect(await status(rotated)).toBe(401);
    expect(await status(other)).toBe(401);
    expect(await pushTokensOf(member.id)).toEqual([{ token: 'device-of-mine' }]);
    expect((await list(member.token)).map((s) => s.current)).toEqual([true]);
    // Ending it again: it is no longer there.
    const again = await a.post('/endSession', { id: target.id }, member.token);
    expect([again.status, again.body.code]).toEqual([404, 'SESSION_NOT_FOUND']);
  });

  it('ends the current session too, telling the client to log out', async () => {
    const [own] = await list(member.token);
    const res = await a.post('/endSession', { id: own.id }, member.token);
    expect(res.status).toBe(200);
    expect(res.headers['x-access-token']).toBe('false');
    expect(await status(member.token)).toBe(401);
  });

  it("answers another member's session, an ended one and an unknown id alike: not found", async () => {
    const stranger = await createUser(t.app);
    const [theirs] = await list(stranger.token);
    const ended = await signIn(member);
    const [endedId] = (await list(ended)).filter((s) => s.current).map((s) => s.id);
    await a.post('/logout', {}, ended);
    const answers = [];
    for (const id of [theirs.id, endedId, 2_000_000]) {
      const res = await a.post('/endSession', { id }, member.token);
      answers.push([res.status, res.body]);
    }
    const notFound = [404, { status: false, code: 'SESSION_NOT_FOUND', message: expect.any(String) }];
    expect(answers).toEqual([notFound, notFound, notFound]);
    expect(await status(stranger.token)).toBe(200);
  });

  it('refuses bad ids with the contract code, and too many in a row per member', async () => {
    for (const id of ['abc', 0, -3, 2 ** 31]) {
      const res = await a.postUnchecked('/endSession', { id }, member.token);
      expect([res.status, res.body.code]).toEqual([400, 'ID_REQUIRED']);
    }
    const missing = await a.postUnchecked('/endSession', {}, member.token);
    expect([missing.status, missing.body.code]).toEqual([400, 'ID_REQUIRED']);
    // 30 per member per 15 minutes, counted before the work: a parallel burst lets exactly 30 through.
    const burst = await Promise.all(
      Array.from({ length: 35 }, () => a.post('/endSession', { id: 2_000_000 }, member.token)),
    );
    const codes = burst.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'SESSION_NOT_FOUND')).toHaveLength(30);
    expect(codes.filter((c) => c === 'TOO_MANY_ACTIONS')).toHaveLength(5);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await a.post('/endSession', { id: 2_000_000 }, member.token)).body.code).toBe('SESSION_NOT_FOUND');
  });

  it("ends the session's live stream at once, not at the next heartbeat", async () => {
    const other = await signIn(member);
    const stream = await openStream(await listen(t.app), other);
    try {
      await stream.next('stats');
      const target = (await list(member.token)).find((s) => !s.current);
      expect((await a.post('/endSession', { id: target.id }, member.token)).status).toBe(200);
      // The heartbeat's check is 25 s away: only the message ends it within the test's time.
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});

describe('POST endOtherSessions', () => {
  it('leaves only the current sign-in working, with its push tokens', async () => {
    const others = [await signIn(member), await signIn(member, { 'x-qurio-client': 'app/android' })];
    expect(
      (await a.post('/registerPushToken', { token: 'device-other', platform: 'android' }, others[1] ?? '')).status,
    ).toBe(200);
    expect((await a.post('/registerPushToken', { token: 'device-mine', platform: 'ios' }, member.token)).status).toBe(
      200,
    );
    const stranger = await createUser(t.app);
    // This device rotated a moment ago and a request with the replaced token asks: its sign-in stays.
    t.clock.advance(t.ctx.tokens.rotateAfterMs + 1000);
    const rotated = (await a.get('/refresh', undefined, member.token)).headers['x-access-token'] as string;

    const res = await a.post('/endOtherSessions', {}, member.token);
    expect(res.status).toBe(200);
    expect(res.headers['x-access-token']).toBeUndefined();
    for (const token of others) expect(await status(token)).toBe(401);
    expect(await status(rotated)).toBe(200);
    expect(await status(member.token)).toBe(200);
    expect(await status(stranger.token)).toBe(200);
    expect(await pushTokensOf(member.id)).toEqual([{ token: 'device-mine' }]);
    expect((await list(rotated)).map((s) => s.current)).toEqual([true]);
  });

  it('needs a session', async () => {
    const res = await a.post('/endOtherSessions', {});
    expect([res.status, res.body.code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/endOtherSessions', headers: bearer('nope') })).statusCode,
    ).toBe(401);
  });
});
