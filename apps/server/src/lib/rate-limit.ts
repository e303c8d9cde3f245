import { Redis } from 'ioredis';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface LimitState {
  /** True once `max` events have been counted in the current window. */
  exceeded: boolean;
  retryAfterSec: number;
}

/**
 * Fixed-window counters for abuse limits. In process by default; in Redis when several server
 * processes must share them.
 */
export interface RateLimiter {
  /** Counts one event under `key` and reports the state after counting it. */
  hit(key: string, limit: Limit): Promise<LimitState & { count: number }>;
  /** Reports the state without counting. */
  peek(key: string, limit: Limit): Promise<LimitState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const LIMITS_POLICY = {
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { max: 10, windowMs: 15 * 60_000 },
  signupsPerIp: { max: 5, windowMs: 30 * 60_000 },
} as const satisfies Record<string, Limit>;

export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private current(key: string): { count: number; resetAt: number } | undefined {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  async hit(key: string, limit: Limit) {
    this.sweep();
    const entry = this.current(key) ?? { count: 0, resetAt: this.now() + limit.windowMs };
    entry.count += 1;
    this.windows.set(key, entry);
    return { count: entry.count, ...this.state(entry, limit) };
  }

  async peek(key: string, limit: Limit) {
    const entry = this.current(key);
    return entry ? this.state(entry, limit) : { exceeded: false, retryAfterSec: 0 };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  async close() {
    this.windows.clear();
  }

  private state(entry: { count: number; resetAt: number }, limit: Limit): LimitState {
    return { exceeded: entry.count >= limit.max, retryAfterSec: Math.ceil((entry.resetAt - this.now()) / 1000) };
  }

  /** Drops expired windows now and then so a flood of distinct keys cannot grow memory forever. */
  private sweep() {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'qurio:rl:',
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, limit: Limit) {
    const k = this.prefix + key;
    const results = await this.redis.multi().incr(k).pexpire(k, limit.windowMs, 'NX').pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? limit.windowMs);
    return { count, exceeded: count >= limit.max, retryAfterSec: Math.ceil(Math.max(ttl, 0) / 1000) };
  }

  async peek(key: string, limit: Limit) {
    const k = this.prefix + key;
    const results = await this.redis.multi().get(k).pttl(k).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? 0);
    return { exceeded: count >= limit.max, retryAfterSec: Math.ceil(Math.max(ttl, 0) / 1000) };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit();
  }
}

/** Used when `RATE_LIMITS=off` (end-to-end tests only): counts nothing. */
export class NoRateLimiter implements RateLimiter {
  async hit() {
    return { count: 0, exceeded: false, retryAfterSec: 0 };
  }
  async peek() {
    return { exceeded: false, retryAfterSec: 0 };
  }
  async reset() {}
  async close() {}
}
