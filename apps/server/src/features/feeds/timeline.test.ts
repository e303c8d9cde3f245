import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, askAndAnswer, type CreatedUser, createUser } from '../../test/factories.js';
import { loadQuestionRefs, type QuestionRefs } from '../questions/queries.js';
import { removeQuestionAsModerator } from '../questions/service.js';
import { setMemberStatus } from '../users/queries.js';
import { dropTimelines, findIdleTimelines, findTimelineState, listTimeline } from './queries.js';
import { getTimeline, sweepIdleTimelines } from './timeline.js';

/**
 * The fanned-out home timeline (timeline.ts) against the full read (queries.ts listTimeline):
 * after random sequences of every write that changes a timeline, alone and racing, every page of
 * every member is the same. A small cap (12) and pull line (3 followers) put trims, floors and
 * authors read on demand into every run.
 */

let t: TestApp;
let a: ReturnType<typeof api>;
beforeEach(async () => {
  t = await createTestApp({ config: { timeline: { cap: 12, pullFollowers: 3 } } });
  a = api(t.app);
});
afterEach(async () => {
  await t.close();
});

/** A small seeded generator (mulberry32): a failing sequence can be run again from its seed. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let r = Math.imul(s ^ (s >>> 15), 1 | s);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)] as T,
  };
}

type Page = { first_id?: number; last_id?: number };

function comparableRefs(refs: QuestionRefs) {
  const people = [...refs.people.values()]
    .map((p) => ({ ...p, verified: Number(p.verified), profanity_filter: Number(p.profanity_filter) }))
    .sort((x, y) => x.id - y.id);
  return { people, liked: [...refs.likedIds].sort((x, y) => x - y) };
}

/** Every older page of a member's timeline, and a newer page from a few anchors, both ways. */
async function comparePages(viewerId: number, rnd: ReturnType<typeof random>): Promise<number> {
  const { kysely, dialect } = t.ctx.db;
  const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id);
  const read = async (cursor: Page) => {
    const full = ids(await listTimeline(kysely, dialect, viewerId, cursor));
    const page = await getTimeline(t.ctx, viewerId, cursor);
    const fanned = ids(page.rows);
    expect({ viewerId, cursor, page: fanned }).toEqual({ viewerId, cursor, page: full });
    // Refs read by the page's own statement are what loadQuestionRefs loads for the same rows.
    if (page.refs)
      expect(comparableRefs(page.refs)).toEqual(comparableRefs(await loadQuestionRefs(kysely, page.rows, viewerId)));
    return full;
  };
  const all: number[] = [];
  let cursor: Page = {};
  for (;;) {
    const page = await read(cursor);
    all.push(...page);
    if (page.length === 0) break;
    cursor = { last_id: page.at(-1) as number };
  }
  for (let i = 0; i < 3 && all.length > 0; i++) await read({ first_id: rnd.pick(all) });
  return all.length;
}

describe('home timeline fanned out on write', () => {
  it('matches the full read page for page after random writes, alone and racing', async () => {
    const rnd = random(Number(process.env.TIMELINE_SEED ?? 20261129));
    const members: CreatedUser[] = [];
    for (let i = 0; i < 9; i++) members.push(await createUser(t.app, { username: `Reader${i}` }));
    const status = new Map<number, 'active' | 'frozen' | 'suspended'>(members.map((m) => [m.id, 'active']));
    const answers = new Map<number, number[]>(members.map((m) => [m.id, []]));
    const popular = members[0] as CreatedUser;
    const follows = new Set<string>();
    const active = () => members.filter((m) => status.get(m.id) === 'active');
    let n = 0;

    const step = async () => {
      const kind = rnd.int(100);
      const m = rnd.pick(active().length > 0 ? active() : members);
      const other = rnd.pick(members.filter((x) => x.id !== m.id));
      n += 1;
      if (status.get(m.id) !== 'active') return;
      if (kind < 38) {
        t.clock.advance(1000 + rnd.int(5000));
        const asker = rnd.int(2) === 0 && status.get(other.id) === 'active' ? other : undefined;
        const id = await askAndAnswer(t.app, m, `Question number ${n} for you?`, `Answer ${n}`, asker, {
          ip: `127.40.${n % 250}.${n % 11}`,
        }).catch(() => null);
        if (id !== null) answers.get(m.id)?.push(id);
      } else if (kind < 62) {
        // Half the follows go to one popular member, who passes the pull line now and then.
        const followee = rnd.int(2) === 0 && m.id !== popular.id ? popular : other;
        const edge = `${m.id}>${followee.id}`;
        // Mostly new follows, an unfollow now and then: follow is a toggle.
        if (status.get(followee.id) === 'active' && (!follows.has(edge) || rnd.int(3) === 0)) {
          const res = await a.post('/follow', { user_id: followee.id }, m.token);
          if (res.body.status === false) return;
          if (follows.has(edge)) follows.delete(edge);
          else follows.add(edge);
        }
      } else if (kind < 64) {
        await a.post('/block', { user_id: other.id }, m.token);
        follows.delete(`${m.id}>${other.id}`);
        follows.delete(`${other.id}>${m.id}`);
      } else if (kind < 72) {
        const own = answers.get(m.id) ?? [];
        const id = own.splice(rnd.int(own.length), 1)[0];
        if (id !== undefined) await a.del('/question', { question_id: id }, m.token);
      } else if (kind < 75) {
        const own = answers.get(other.id) ?? [];
        const id = own.splice(rnd.int(own.length), 1)[0];
        if (id !== undefined) await removeQuestionAsModerator(t.ctx, id);
      } else if (kind < 80) {
        // Frozen or suspended, and back: no timeline is written, the pages skip and restore them.
        const next = rnd.pick(['active', 'frozen', 'suspended'] as const);
        if (other.id !== popular.id) {
          status.set(other.id, next);
          await setMemberStatus(t.ctx.db.kysely, other.id, next);
        }
      } else if (kind < 83) {
        // The sweep dropped every timeline: the next reads build them again.
        await dropTimelines(
          t.ctx.db.kysely,
          await findIdleTimelines(t.ctx.db.kysely, '9999-12-31T00:00:00.000Z', 1000),
        );
      } else if (kind < 92) {
        // Likes of followed members' answers, for the page's own read of what the viewer liked.
        const followed = members.filter((x) => follows.has(`${m.id}>${x.id}`));
        const own = answers.get((followed.length > 0 ? rnd.pick(followed) : other).id) ?? [];
        const id = own[rnd.int(own.length)];
        if (id !== undefined) await a.post('/likeQuestion', { id }, m.token);
      } else {
        // A read builds the reader's timeline the first time.
        await getTimeline(t.ctx, m.id, {});
      }
    };

    let shown = 0;
    for (let round = 0; round < 8; round++) {
      if (round === 4) {
        // Half-way, whatever the racing writes did so far: the popular member passes the pull line
        // (more than 3 followers) and answers, so the rest of the run has an author read on demand
        // beside the entries fanned out before.
        for (const m of members.slice(1, 5)) {
          const edge = `${m.id}>${popular.id}`;
          if (follows.has(edge) || status.get(m.id) !== 'active') continue;
          const res = await a.post('/follow', { user_id: popular.id }, m.token);
          if (res.body.status !== false) follows.add(edge);
        }
        t.clock.advance(1000);
        const id = await askAndAnswer(t.app, popular, 'Half-way question?', 'Half-way answer', undefined, {
          ip: '127.40.251.1',
        }).catch(() => null);
        if (id !== null) answers.get(popular.id)?.push(id);
      }
      // Alone, one after another.
      for (let i = 0; i < 14; i++) await step();
      for (const m of active()) shown += await comparePages(m.id, rnd);
      // Racing: on PostgreSQL these run in parallel transactions (the advisory locks' test).
      await Promise.all(Array.from({ length: 10 }, () => step()));
      for (const m of active()) shown += await comparePages(m.id, rnd);
    }
    // The run reached what it is meant to: pages beyond the cap, trims and pulled authors.
    expect(shown).toBeGreaterThan(200);
    const states = await Promise.all(members.map((m) => findTimelineState(t.ctx.db.kysely, m.id)));
    expect(states.some((s) => s?.floor !== null && s !== undefined)).toBe(true);
    const pulled = await t.ctx.db.kysely.selectFrom('users').select('id').where('timeline_pull', '=', 1).execute();
    expect(pulled.length).toBeGreaterThan(0);
  });

  it('a deleted account leaves every timeline, and its own goes with it', async () => {
    const reader = await createUser(t.app, { username: 'Reader' });
    const gone = await createUser(t.app, { username: 'Leaving' });
    await a.post('/follow', { user_id: gone.id }, reader.token);
    await getTimeline(t.ctx, reader.id, {});
    await getTimeline(t.ctx, gone.id, {});
    t.clock.advance(1000);
    const id = await askAndAnswer(t.app, gone, 'Are you leaving us?', 'Yes, goodbye', undefined, { ip: '127.41.0.1' });
    expect((await getTimeline(t.ctx, reader.id, {})).rows.map((r) => r.id)).toEqual([id]);
    expect((await a.post('/deleteAccount', { password: gone.password }, gone.token)).status).toBe(200);
    expect((await getTimeline(t.ctx, reader.id, {})).rows).toEqual([]);
    expect(await findTimelineState(t.ctx.db.kysely, gone.id)).toBeUndefined();
    const left = await t.ctx.db.kysely
      .selectFrom('timeline_entries')
      .select('user_id')
      .where('user_id', '=', gone.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('the sweep drops timelines of members not seen for 30 days, and a read builds them again', async () => {
    const idle = await createUser(t.app, { username: 'Idle' });
    const seen = await createUser(t.app, { username: 'Seen' });
    await a.post('/follow', { user_id: seen.id }, idle.token);
    t.clock.advance(1000);
    const id = await askAndAnswer(t.app, seen, 'Still around?', 'Every day', undefined, { ip: '127.41.0.2' });
    for (const m of [idle, seen]) await getTimeline(t.ctx, m.id, {});
    const now = t.clock.now().getTime();
    const setSeen = (userId: number, daysAgo: number) =>
      t.ctx.db.kysely
        .updateTable('users')
        .set({ last_active: new Date(now - daysAgo * 86_400_000).toISOString() })
        .where('id', '=', userId)
        .execute();
    await setSeen(idle.id, 31);
    await setSeen(seen.id, 29);
    expect(await sweepIdleTimelines(t.ctx)).toBe(1);
    expect(await findTimelineState(t.ctx.db.kysely, idle.id)).toBeUndefined();
    expect(await findTimelineState(t.ctx.db.kysely, seen.id)).toBeDefined();
    expect(await sweepIdleTimelines(t.ctx)).toBe(0);
    expect((await getTimeline(t.ctx, idle.id, {})).rows.map((r) => r.id)).toEqual([id]);
    expect(await findTimelineState(t.ctx.db.kysely, idle.id)).toBeDefined();
  });
});
