import { afterAll, describe, expect, it } from 'vitest';
import { type Limit, MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './rate-limit.js';

const limit: Limit = { max: 3, windowMs: 60_000 };

function behavesAsFixedWindow(make: () => { limiter: RateLimiter; advance?: (ms: number) => void }) {
  it('counts hits, reports exceeded at max with a retry delay, and resets', async () => {
    const { limiter } = make();
    const key = `k${Math.random()}`;
    expect((await limiter.peek(key, limit)).exceeded).toBe(false);
    expect((await limiter.hit(key, limit)).count).toBe(1);
    await limiter.hit(key, limit);
    const third = await limiter.hit(key, limit);
    expect(third).toMatchObject({ count: 3, exceeded: true });
    const state = await limiter.peek(key, limit);
    expect(state.exceeded).toBe(true);
    expect(state.retryAfterSec).toBeGreaterThan(0);
    expect(state.retryAfterSec).toBeLessThanOrEqual(60);
    await limiter.reset(key);
    expect((await limiter.peek(key, limit)).exceeded).toBe(false);
  });
}

describe('MemoryRateLimiter', () => {
  let now = 1_000_000;
  behavesAsFixedWindow(() => ({ limiter: new MemoryRateLimiter(() => now) }));

  it('opens a new window when the old one ends', async () => {
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) await limiter.hit('w', limit);
    expect((await limiter.peek('w', limit)).exceeded).toBe(true);
    now += 60_001;
    expect((await limiter.peek('w', limit)).exceeded).toBe(false);
    expect((await limiter.hit('w', limit)).count).toBe(1);
  });
});

// Redis runs on the project's machines and in CI (.ci/run exports TEST_REDIS_URL); a laptop without it skips this block.
describe.runIf(process.env.TEST_REDIS_URL)('RedisRateLimiter', () => {
  const limiter = new RedisRateLimiter(process.env.TEST_REDIS_URL ?? '', `qurio:test:${process.pid}:`);
  afterAll(() => limiter.close());
  behavesAsFixedWindow(() => ({ limiter }));

  it('shares counts between two processes (two clients)', async () => {
    const other = new RedisRateLimiter(process.env.TEST_REDIS_URL ?? '', `qurio:test:${process.pid}:`);
    await limiter.hit('shared', limit);
    await other.hit('shared', limit);
    expect((await limiter.hit('shared', limit)).exceeded).toBe(true);
    await other.reset('shared');
    await other.close();
  });
});
