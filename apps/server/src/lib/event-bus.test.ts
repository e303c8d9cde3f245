import { afterEach, describe, expect, it } from 'vitest';
import { type EventBus, MemoryEventBus, RedisEventBus } from './event-bus.js';

/** Waits until `check` holds (messages arrive in a later task, from Redis over the network). */
async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
}

const made: EventBus[] = [];
afterEach(async () => {
  for (const bus of made.splice(0)) await bus.close();
});

function behaves(name: string, makePair: () => [EventBus, EventBus]) {
  describe(name, () => {
    it('delivers to every listener of a channel from the moment subscribe resolves, in order', async () => {
      const [one, two] = makePair();
      const got: string[] = [];
      await one.subscribe('member:1', (m) => got.push(`a:${m}`));
      await two.subscribe('member:1', (m) => got.push(`b:${m}`));
      await two.subscribe('member:2', (m) => got.push(`other:${m}`));
      for (const m of ['1', '2', '3']) await one.publish('member:1', m);
      await until(() => got.length === 6);
      expect(got.filter((g) => g.startsWith('a:'))).toEqual(['a:1', 'a:2', 'a:3']);
      expect(got.filter((g) => g.startsWith('b:'))).toEqual(['b:1', 'b:2', 'b:3']);
    });

    it('stops delivering after unsubscribe, and a channel subscribed again works', async () => {
      const [one, two] = makePair();
      const got: string[] = [];
      const off = await two.subscribe('member:3', (m) => got.push(m));
      const stays = await two.subscribe('member:3', (m) => got.push(`kept ${m}`));
      await off();
      await one.publish('member:3', 'after one left');
      await until(() => got.length === 1);
      await stays();
      // Unsubscribe and subscribe again at once: the two never cross in Redis.
      const again = two.subscribe('member:3', (m) => got.push(`again ${m}`));
      await (await again)();
      await two.subscribe('member:3', (m) => got.push(`last ${m}`));
      await one.publish('member:3', 'end');
      await until(() => got.length === 2);
      expect(got).toEqual(['kept after one left', 'last end']);
    });

    it('never calls a listener inside publish', async () => {
      const [one] = makePair();
      let inside = false;
      let calledInside = false;
      await one.subscribe('member:4', () => {
        calledInside = inside;
      });
      let called = false;
      await one.subscribe('member:4', () => {
        called = true;
      });
      inside = true;
      const published = one.publish('member:4', 'x');
      inside = false;
      await published;
      await until(() => called);
      expect(calledInside).toBe(false);
    });
  });
}

behaves('MemoryEventBus', () => {
  const bus = new MemoryEventBus();
  made.push(bus);
  return [bus, bus];
});

// Redis runs on the project's machines and in CI (.ci/run exports TEST_REDIS_URL).
const REDIS = process.env.TEST_REDIS_URL;
describe.runIf(REDIS)('RedisEventBus', () => {
  const prefix = `qurio:test:${process.pid}:${Date.now().toString(36)}:`;
  behaves('between two processes’ connections', () => {
    const pair: [EventBus, EventBus] = [new RedisEventBus(REDIS ?? '', prefix), new RedisEventBus(REDIS ?? '', prefix)];
    made.push(...pair);
    return pair;
  });

  it('keeps deployments with another prefix apart', async () => {
    const ours = new RedisEventBus(REDIS ?? '', prefix);
    const theirs = new RedisEventBus(REDIS ?? '', `${prefix}other:`);
    made.push(ours, theirs);
    const got: string[] = [];
    await ours.subscribe('member:5', (m) => got.push(`ours ${m}`));
    await theirs.subscribe('member:5', (m) => got.push(`theirs ${m}`));
    await theirs.publish('member:5', 'x');
    await ours.publish('member:5', 'y');
    await until(() => got.length >= 2);
    // A last message on each side: Redis delivers in publishing order, so a message that crossed
    // the prefixes would have come before these.
    await ours.publish('member:5', 'end');
    await theirs.publish('member:5', 'end');
    await until(() => got.includes('ours end') && got.includes('theirs end'));
    expect(got.sort()).toEqual(['ours end', 'ours y', 'theirs end', 'theirs x']);
  });
});
