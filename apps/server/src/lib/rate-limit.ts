import type { ErrorCode } from '@qurio/contract';
import { Redis } from 'ioredis';
import { AppError } from './errors.js';

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
  /** Gives back one counted event (never below zero), e.g. an attempt that turned out to be allowed. */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export const LIMITS_POLICY = {
  /** Wrong passwords for one account from one address: blocks that pair only (usernames are public). */
  loginFailuresPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
  loginFailuresPerIp: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Wrong passwords for one account from everywhere. Past it the account is slowed, not locked
   * (NIST SP 800-63B 5.2.2): one check per `loginSlowdownSlot`, and a password reset by mail clears it.
   */
  loginFailuresPerAccount: { max: 100, windowMs: 60 * 60_000 },
  loginSlowdownSlot: { max: 1, windowMs: 5_000 },
  /**
   * Wrong two-factor codes typed by a signed-in member (turning it on or off, new recovery codes, a
   * moderator's reveal): like password confirmations, so a stolen session cannot try every code.
   * At login a wrong code counts as a wrong password (the login limits above).
   */
  secondFactorFailuresPerMember: { max: 10, windowMs: 15 * 60_000 },
  /**
   * Logins that show a device proof of the account (features/auth/devices.ts) pass the slow-down
   * above, so the owner is never kept out by whoever holds its slot; they count here instead, per
   * device, so a stolen proof is no way to guess without limit either.
   */
  loginFailuresPerDevice: { max: 10, windowMs: 15 * 60_000 },
  signupsPerIp: { max: 5, windowMs: 30 * 60_000 },
  /** Follow/unfollow and like/unlike of one target by one member: a toggle is not a way to spam. */
  togglesPerTarget: { max: 10, windowMs: 60 * 60_000 },
  /**
   * A like is announced (push, mail, live) once a day per liker and answer: an unlike takes its
   * unread notification back (issue 34), and a like again within the day is listed, not announced.
   */
  likeAnnouncedPerTarget: { max: 1, windowMs: 24 * 60 * 60_000 },
  /** Pins, unpins and reorders of one member's pinned answers (issue 33): nobody is notified, but no endless churn. */
  pinChangesPerMember: { max: 60, windowMs: 60 * 60_000 },
  /** Every API call without a session, per address (Mastodon's 300 per 5 minutes). */
  guestCallsPerIp: { max: 300, windowMs: 5 * 60_000 },
  /**
   * Explore and search read by guests (issue 34), per address, within the 300 above: each is a
   * ranked or full-text read, so a crawler without an account gets a page every 2.5 s at most.
   * A reader who scrolls, polls every 30 s and searches twenty terms stays well under it.
   */
  guestReadsPerIp: { max: 120, windowMs: 5 * 60_000 },
  /** Picture and cover uploads per member (Mastodon's 30 per 30 minutes). */
  uploadsPerMember: { max: 30, windowMs: 30 * 60_000 },
  /** Uploads per address, whoever is signed in: a few members on one network, not a farm of accounts. */
  uploadsPerIp: { max: 90, windowMs: 30 * 60_000 },
  /** startImport per member and per address: each reads up to 64 MB and unpacks its JSON. */
  importsPerMember: { max: 5, windowMs: 60 * 60_000 },
  importsPerIp: { max: 15, windowMs: 60 * 60_000 },
  /** Picture cards rendered (not served from the cache) per address: each costs about 0.1 s of a core. */
  cardRendersPerIp: { max: 60, windowMs: 5 * 60_000 },
  /** endSession / endOtherSessions per member: more than a list's worth of taps is not a person. */
  sessionEndsPerMember: { max: 30, windowMs: 15 * 60_000 },
  /** createAccessToken per member: a few a day is normal; each sends a mail, so it is kept small. */
  accessTokenCreatesPerMember: { max: 20, windowMs: 60 * 60_000 },
  /** withdrawQuestion per member: as many as the questions one may ask in that time (ASK_LIMITS). */
  withdrawalsPerMember: { max: 30, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Limit>;

/** Events counted by `consume`; `release()` gives them back when the attempt should not count after all. */
export interface Reservation {
  release(): Promise<void>;
}

/**
 * Counts one event under every key *before* the caller does the work the limit protects (a
 * password hash, an insert), and throws `code` (429, Retry-After) once any key is past its
 * limit. Counting first is what makes a limit hold under parallel requests: a burst of N can
 * never get more than `max` through, as reading the counter, working, then counting would.
 * A refused event is given back, so refusals do not pile up in the other keys' windows.
 */
export async function consume(
  limiter: RateLimiter,
  checks: ReadonlyArray<readonly [string, Limit]>,
  code: ErrorCode,
): Promise<Reservation> {
  const taken: string[] = [];
  const release = async () => {
    await Promise.all(taken.map((key) => limiter.release(key)));
  };
  for (const [key, limit] of checks) {
    const state = await limiter.hit(key, limit);
    taken.push(key);
    if (state.count > limit.max) {
      await release();
      throw new AppError(code, { retryAfterSec: state.retryAfterSec });
    }
  }
  return { release };
}

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

  async release(key: string) {
    const entry = this.current(key);
    if (entry && entry.count > 0) entry.count -= 1;
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

  async release(key: string) {
    // One round trip, atomic: never creates a key that has expired, never goes below zero.
    await this.redis.eval(
      "local v = redis.call('get', KEYS[1]) if v and tonumber(v) > 0 then redis.call('decr', KEYS[1]) end return 0",
      1,
      this.prefix + key,
    );
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
  async release() {}
  async reset() {}
  async close() {}
}
