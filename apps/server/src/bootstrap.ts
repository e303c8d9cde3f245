import type { Config } from './config.js';
import { type AppContext, DEFAULT_TOKEN_POLICY } from './context.js';
import { connectDb } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { stdoutMailLog } from './features/mail/mailer.js';
import { createMailWorker } from './features/mail/outbox.js';
import { createNotificationMailer } from './features/notification-mail/mailer.js';
import { createPushSenders, PushWorker, stdoutPushLog } from './features/push/worker.js';
import { announceDeliveries, QuestionDelivery } from './features/questions/delivery.js';
import { ActivityRecorder } from './lib/activity.js';
import { loadAskerSecret } from './lib/asker-key.js';
import { createPasswordHasher } from './lib/crypto.js';
import { type EventBus, MemoryEventBus, RedisEventBus } from './lib/event-bus.js';
import { Jobs } from './lib/jobs.js';
import { LiveAnnouncer } from './lib/live.js';
import { MemoryRateLimiter, NoRateLimiter, type RateLimiter, RedisRateLimiter } from './lib/rate-limit.js';
import { createStorage } from './lib/storage/index.js';
import { loadVapidKeys } from './lib/vapid.js';

/** The counting store (Redis when configured) and the abuse limiter on top of it. */
export function createLimiters(config: Config): { limiter: RateLimiter; counters: RateLimiter } {
  const counters = config.redisUrl
    ? new RedisRateLimiter(config.redisUrl, `${config.redisPrefix}rl:`)
    : new MemoryRateLimiter();
  return { limiter: config.rateLimits ? counters : new NoRateLimiter(), counters };
}

/** The live updates' bus: Redis pub/sub when several processes share the work, else in memory. */
export function createLive(config: Config, onError: (error: unknown) => void): LiveAnnouncer {
  const bus: EventBus = config.redisUrl
    ? new RedisEventBus(config.redisUrl, `${config.redisPrefix}live:`, onError)
    : new MemoryEventBus(onError);
  return new LiveAnnouncer(bus, onError);
}

/** Connects, migrates and wires what the services need. Used by the server, the seed and admin scripts. */
export async function createContext(config: Config): Promise<AppContext> {
  const db = connectDb(config.database);
  await migrateToLatest(db);
  // Built here, started by main.ts: scripts that borrow this context send nothing.
  const mailWorker = createMailWorker(config, db, { log: stdoutMailLog(config.logLevel) });
  const askerSecret = loadAskerSecret(config);
  const vapid = loadVapidKeys(config);
  const ctx: AppContext = {
    config,
    db,
    ...createLimiters(config),
    storage: await createStorage(config.storage, config.dataDir),
    mailWorker,
    notificationMailer: createNotificationMailer(
      { db: db.kysely, config, secret: askerSecret, now: () => new Date() },
      mailWorker,
      (_level, message, fields) => process.stderr.write(`${message}: ${fields.error}\n`),
    ),
    pushWorker: new PushWorker({
      db: db.kysely,
      senders: createPushSenders(config, vapid),
      log: stdoutPushLog(config.logLevel),
    }),
    questionDelivery: new QuestionDelivery({
      db: db.kysely,
      now: () => new Date(),
      announce: (deliveries) => announceDeliveries(ctx, deliveries),
      log: (message, fields) => process.stderr.write(`${message}: ${JSON.stringify(fields)}\n`),
    }),
    tokens: DEFAULT_TOKEN_POLICY,
    passwords: createPasswordHasher(config.passwordHashing),
    activity: new ActivityRecorder(
      () => db.kysely,
      (error) =>
        process.stderr.write(`activity flush failed: ${error instanceof Error ? error.message : String(error)}\n`),
    ),
    jobs: new Jobs((error) =>
      process.stderr.write(`background job failed: ${error instanceof Error ? error.message : String(error)}\n`),
    ),
    live: createLive(config, (error) =>
      process.stderr.write(`live updates: ${error instanceof Error ? error.message : String(error)}\n`),
    ),
    askerSecret,
    vapid,
    now: () => new Date(),
  };
  return ctx;
}
