import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { api, askAndAnswer, createUser } from '../test/factories.js';
import { createReadCaches, GenerationalCache, invalidateReadCaches } from './read-cache.js';

describe('GenerationalCache', () => {
  it('serves an entry until the generation moves or it grows too old', () => {
    let now = 0;
    const cache = new GenerationalCache({ maxAgeMs: 1000 }, () => now);
    cache.set('a', '{"x":1}', cache.currentGeneration());
    expect(cache.get('a')).toBe('{"x":1}');
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', '{"x":2}', cache.currentGeneration());
    cache.invalidate();
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops a body read before a write that finished while it was being read', () => {
    const cache = new GenerationalCache();
    const generation = cache.currentGeneration();
    cache.invalidate();
    cache.set('a', 'old', generation);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = new GenerationalCache({ maxEntries: 2 });
    const g = cache.currentGeneration();
    cache.set('a', '1', g);
    cache.set('b', '2', g);
    cache.get('a');
    cache.set('c', '3', g);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['1', undefined, '3']);
  });

  it('runs one read for a burst of misses of the same key, and a new one after a write', async () => {
    const cache = new GenerationalCache<string>();
    let reads = 0;
    let finish: (value: string) => void = () => {};
    const read = () => {
      reads += 1;
      return new Promise<string>((resolve) => {
        finish = resolve;
      });
    };
    const burst = [cache.getOrRead('k', read), cache.getOrRead('k', read), cache.getOrRead('k', read)];
    finish('v1');
    expect(await Promise.all(burst)).toEqual(['v1', 'v1', 'v1']);
    expect(reads).toBe(1);
    expect(await cache.getOrRead('k', read)).toBe('v1');

    // A read that started before a write is not joined by readers that come after it.
    cache.invalidate();
    const before = cache.getOrRead('k', read);
    const finishBefore = finish;
    cache.invalidate();
    const after = cache.getOrRead('k', read);
    finish('v3');
    finishBefore('v2');
    expect([await before, await after]).toEqual(['v2', 'v3']);
    expect(reads).toBe(3);
    expect(cache.get('k')).toBe('v3');
  });

  it('stores nothing when off', () => {
    const cache = new GenerationalCache({ enabled: false });
    cache.set('a', '1', cache.currentGeneration());
    expect(cache.get('a')).toBeUndefined();
  });
});

describe('cached reads through the API', () => {
  let t: TestApp;
  let queries = 0;
  afterEach(() => t.close());

  it('answers a repeated read without the database, and every kind of write retires it', async () => {
    t = await createTestApp({
      onQuery: () => {
        queries += 1;
      },
    });
    const a = api(t.app);
    const owner = await createUser(t.app);
    const fan = await createUser(t.app);
    await a.post('/follow', { user_id: owner.id }, fan.token);
    const id = await askAndAnswer(t.app, owner, 'What is your favourite tree?', 'The old oak behind our house.');

    const first = await a.get('/timeline', {}, fan.token);
    expect(first.body.questions.map((q: { id: number }) => q.id)).toEqual([id]);
    queries = 0;
    const again = await a.get('/timeline', {}, fan.token);
    expect(again.raw).toBe(first.raw);
    // Neither the session nor the feed touched the database.
    expect(queries).toBe(0);

    // A like is a write: the next read runs again and shows it.
    await a.post('/likeQuestion', { id }, fan.token);
    const liked = await a.get('/timeline', {}, fan.token);
    expect(liked.body.questions[0]).toMatchObject({ id, liked: true, like_count: 1 });

    // So is a block from the other side: the answer leaves the timeline at once.
    await a.post('/block', { user_id: fan.id }, owner.token);
    expect((await a.get('/timeline', {}, fan.token)).body.questions).toEqual([]);

    // A logout ends the cached session too: the token is refused at once.
    expect((await a.post('/logout', {}, fan.token)).status).toBe(200);
    const after = await a.get('/timeline', {}, fan.token);
    expect(after.status).toBe(401);
  });

  it('keeps viewers apart: one member never gets another member’s cached page', async () => {
    t = await createTestApp();
    const a = api(t.app);
    const owner = await createUser(t.app);
    const liker = await createUser(t.app);
    const other = await createUser(t.app);
    const id = await askAndAnswer(t.app, owner, 'Tea or coffee today?', 'Tea, always tea.');
    await a.post('/likeQuestion', { id }, liker.token);
    const query = { username: owner.username, id };
    expect((await a.get('/question', query, liker.token)).body.question.liked).toBe(true);
    expect((await a.get('/question', query, other.token)).body.question.liked).toBe(false);
    expect((await a.get('/question', query)).body.question.liked).toBe(false);
  });
});

// Redis runs on the project's machines and in CI (.ci/run exports TEST_REDIS_URL).
describe.runIf(process.env.TEST_REDIS_URL)('read caches of several server processes (Redis bus)', () => {
  it('a write accepted by one process retires what the others cached', async () => {
    const bus = { redisUrl: process.env.TEST_REDIS_URL ?? '', channel: `qurio:test:${process.pid}:${Date.now()}` };
    const one = createReadCaches(true, Date.now, bus);
    const two = createReadCaches(true, Date.now, bus);
    try {
      await Promise.all([one.bus?.ready(), two.bus?.ready()]);
      two.responses.set('timeline', 'cached page', two.responses.currentGeneration());
      one.responses.set('timeline', 'own page', one.responses.currentGeneration());
      invalidateReadCaches(one);
      // The writer's own cache is retired at once; the other's when the message arrives.
      expect(one.responses.get('timeline')).toBeUndefined();
      await expect.poll(() => two.responses.get('timeline'), { timeout: 2000 }).toBeUndefined();
      // A process does not act on its own message a second time.
      one.responses.set('after', 'fresh', one.responses.currentGeneration());
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(one.responses.get('after')).toBe('fresh');
    } finally {
      await one.bus?.close();
      await two.bus?.close();
    }
  });
});
