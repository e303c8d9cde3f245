import type { Config } from './config.js';
import { type AppContext, DEFAULT_TOKEN_POLICY } from './context.js';
import { connectDb } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { createMailer, stdoutMailLog } from './features/mail/mailer.js';
import { MemoryRateLimiter, NoRateLimiter, type RateLimiter, RedisRateLimiter } from './lib/rate-limit.js';
import { createReadCaches } from './lib/read-cache.js';

/** The counting store (Redis when configured) and the abuse limiter on top of it. */
export function createLimiters(config: Config): { limiter: RateLimiter; counters: RateLimiter } {
  const counters = config.redisUrl ? new RedisRateLimiter(config.redisUrl) : new MemoryRateLimiter();
  return { limiter: config.rateLimits ? counters : new NoRateLimiter(), counters };
}

/** Connects, migrates and wires what the services need. Used by the server, the seed and admin scripts. */
export async function createContext(config: Config): Promise<AppContext> {
  const db = connectDb(config.database);
  await migrateToLatest(db);
  return {
    config,
    db,
    ...createLimiters(config),
    mailer: createMailer(config, stdoutMailLog(config.logLevel)),
    caches: createReadCaches(config.responseCache, Date.now, { redisUrl: config.redisUrl }),
    tokens: DEFAULT_TOKEN_POLICY,
    now: () => new Date(),
  };
}
