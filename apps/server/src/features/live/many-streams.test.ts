import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndFind, type CreatedUser, createUser } from '../../test/factories.js';
import { listen, type OpenStream, openStream } from '../../test/live.js';

/**
 * Issue 29, finding 3: one member holding many `events` streams. They are capped per session and
 * per member (the oldest ends with a `closed` event), exactly under a burst of opens, and an event
 * is read once for all of the member's streams, counted on the database's own query log.
 */
const PER_SESSION = LIMITS.liveStreamsPerSession;
const PER_MEMBER = LIMITS.liveStreamsPerMember;

let t: TestApp;
let base: string;
let owner: CreatedUser;
let asker: CreatedUser;
const open: OpenStream[] = [];
const queries: string[] = [];

interface Tracked extends OpenStream {
  isEnded: () => boolean;
}

async function stream(token: string): Promise<Tracked> {
  const s = await openStream(base, token);
  open.push(s);
  let ended = false;
  void s.ended.then(() => {
    ended = true;
  });
  expect(s.status).toBe(200);
  return { ...s, isEnded: () => ended };
}

/** A further session of the member, as another device or browser signing in. */
async function signIn(member: CreatedUser): Promise<string> {
  const res = await api(t.app).post('/token', { username: member.username, password: member.password });
  return res.body.data.access_token;
}

/**
 * Which streams a new question reaches (`open`) and which had ended (`replaced`, each with the
 * `closed` event as its last): every stream answers one way or the other, without a timed wait.
 */
async function census(streams: Tracked[], member: CreatedUser): Promise<{ open: number; replaced: number }> {
  await askAndFind(t.app, member, `Who is still listening, ${Math.random()}?`, asker);
  const outcomes = await Promise.all(
    streams.map((s) =>
      Promise.race([
        s.ended.then(() => 'ended' as const),
        s.next('notification').then(
          () => 'open' as const,
          () => 'ended' as const,
        ),
      ]),
    ),
  );
  for (const [i, s] of streams.entries()) {
    if (outcomes[i] !== 'ended') continue;
    expect(s.events.at(-1)).toEqual({ type: 'closed', id: null, data: { reason: 'replaced' } });
  }
  return {
    open: outcomes.filter((o) => o === 'open').length,
    replaced: outcomes.filter((o) => o === 'ended').length,
  };
}

beforeEach(async () => {
  queries.length = 0;
  t = await createTestApp({ env: { RATE_LIMITS: 'off' }, onQuery: (sql) => queries.push(sql) });
  base = await listen(t.app);
  owner = await createUser(t.app, { username: 'ManyOwner' });
  asker = await createUser(t.app, { username: 'ManyAsker' });
});
afterEach(async () => {
  for (const s of open.splice(0)) s.close();
  await t.close();
});

describe('the caps on a member’s live streams', () => {
  it(`a session holds ${PER_SESSION}: the next one closes the oldest, which is told why`, async () => {
    const streams: Tracked[] = [];
    for (let i = 0; i <= PER_SESSION; i++) {
      const s = await stream(owner.token);
      await s.next('stats');
      streams.push(s);
    }
    await streams[0]?.ended;
    expect(streams[0]?.events.map((e) => e.type)).toEqual(['stats', 'closed']);
    expect(await census(streams, owner)).toEqual({ open: PER_SESSION, replaced: 1 });
    expect(streams.slice(1).some((s) => s.isEnded())).toBe(false);
  });

  it(`a member holds ${PER_MEMBER} over their sessions: the next one closes the member’s oldest`, async () => {
    // Four streams per session, under the session's cap, over six sessions: the 21st is past the member's.
    const sessions = await Promise.all(Array.from({ length: 6 }, () => signIn(owner)));
    const streams: Tracked[] = [];
    for (let i = 0; i <= PER_MEMBER; i++) {
      const s = await stream(sessions[Math.floor(i / 4)] ?? '');
      await s.next('stats');
      streams.push(s);
    }
    await streams[0]?.ended;
    expect(await census(streams, owner)).toEqual({ open: PER_MEMBER, replaced: 1 });
    expect(streams.findIndex((s) => s.isEnded())).toBe(0);
  });

  it('streams opened all at once end at the caps exactly: per session, then per member', async () => {
    const burst = await Promise.all(Array.from({ length: PER_SESSION * 4 }, () => stream(owner.token)));
    expect(await census(burst, owner)).toEqual({ open: PER_SESSION, replaced: PER_SESSION * 3 });

    const other = await createUser(t.app, { username: 'ManyDevices' });
    const sessions = await Promise.all(Array.from({ length: 8 }, () => signIn(other)));
    // Four per session, under the session's cap: only the member's cap applies (32 → 20).
    const spread = await Promise.all(sessions.flatMap((token) => [1, 2, 3, 4].map(() => stream(token))));
    expect(await census(spread, other)).toEqual({ open: PER_MEMBER, replaced: 32 - PER_MEMBER });
  });
});

describe('one read per member per event', () => {
  it('a question to a member with many streams reads the notification and the stats once for all', async () => {
    /** The reads a stream makes for an event: the new notifications by id, the header's counts. */
    const reads = () => ({
      notification: queries.filter((q) => q.includes('"n"."id" in (')).length,
      stats: queries.filter((q) => q.includes('select "follower_count", "pending_count" from "users"')).length,
    });
    const sessions = [owner.token, await signIn(owner), await signIn(owner)];
    const streams = await Promise.all(sessions.flatMap((token) => [1, 2, 3, 4].map(() => stream(token))));
    await Promise.all(streams.map((s) => s.next('stats')));
    queries.length = 0;
    await askAndFind(t.app, owner, 'Read once for twelve streams?', asker);
    await Promise.all(
      streams.map(async (s) => {
        await s.next('notification');
        await s.next('stats', (e) => e.data.pendingAnswersCount === 1);
      }),
    );
    // The question announces a notification and a stats change: one read of each, or a second
    // stats read when the two messages come apart, and a third when the last stream's own first
    // read (refreshStats, asked while an earlier one was running) lands after the reset above
    // (seen once on PostgreSQL under load); twelve streams read apiece would be 12 and 12+.
    const { notification, stats } = reads();
    expect(notification).toBe(1);
    expect(stats).toBeGreaterThanOrEqual(1);
    expect(stats).toBeLessThanOrEqual(3);
  });
});
