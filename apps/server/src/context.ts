import type { Config } from './config.js';
import type { Db } from './db/dialect.js';
import type { MailWorker } from './features/mail/outbox.js';
import type { NotificationMailer } from './features/notification-mail/mailer.js';
import type { PushWorker } from './features/push/worker.js';
import type { QuestionDelivery } from './features/questions/delivery.js';
import type { ActivityRecorder } from './lib/activity.js';
import type { PasswordHasher } from './lib/crypto.js';
import type { Jobs } from './lib/jobs.js';
import type { LiveAnnouncer } from './lib/live.js';
import type { RateLimiter } from './lib/rate-limit.js';
import type { Storage } from './lib/storage/storage.js';
import type { VapidKeys } from './lib/vapid.js';

export interface TokenPolicy {
  /** A session unused this long expires (sliding). */
  idleTtlMs: number;
  /** `refresh` hands out a new token once the current one is older than this. */
  rotateAfterMs: number;
  /** A rotated-out token keeps working this long, so parallel tabs do not log out. */
  rotationGraceMs: number;
}

export const DEFAULT_TOKEN_POLICY: TokenPolicy = {
  idleTtlMs: 60 * 24 * 60 * 60_000,
  rotateAfterMs: 7 * 24 * 60 * 60_000,
  rotationGraceMs: 2 * 60_000,
};

/** What services need from the outside world; they never see Fastify. */
export interface AppContext {
  config: Config;
  db: Db;
  /** Abuse limits; counts nothing when `RATE_LIMITS=off`. */
  limiter: RateLimiter;
  /**
   * Windowed counters that are part of what the product answers (the reset decoy for unknown
   * addresses), so they count whatever `RATE_LIMITS` says. The same store as `limiter` when on.
   */
  counters: RateLimiter;
  /** Every file the server keeps (lib/storage): the disk or an S3-compatible bucket. */
  storage: Storage;
  /** Sends the mail outbox; a service that queued a mail calls `wake()`. */
  mailWorker: MailWorker;
  /** Queues notification mail for members whose mail is due (features/notification-mail). */
  notificationMailer: NotificationMailer;
  /** Sends the push outbox to the phone app's devices; a service that queued a push calls `wake()`. */
  pushWorker: PushWorker;
  /** Delivers anonymous questions when their random delay is over (features/questions/delivery.ts). */
  questionDelivery: QuestionDelivery;
  tokens: TokenPolicy;
  /** Password hashes at the cost the config names (lib/crypto.ts). */
  passwords: PasswordHasher;
  /** Members' activity and session sliding, written in batches off the request path. */
  activity: ActivityRecorder;
  /** Work started by a request and not awaited (building a data export): lib/jobs.ts. */
  jobs: Jobs;
  /**
   * Tells the live streams (features/live) what a write changed, over the event bus: in memory,
   * or Redis pub/sub between processes when `REDIS_URL` is set (lib/live.ts, lib/event-bus.ts).
   */
  live: LiveAnnouncer;
  /** The key of asker keys (lib/asker-key.ts). */
  askerSecret: Buffer;
  /** The server's Web Push identity (lib/vapid.ts). */
  vapid: VapidKeys;
  now: () => Date;
}

/**
 * Closes the stores the context opened (`limiter` and `counters` may be one object), and the event
 * bus: after the app, whose live streams unsubscribe when it closes.
 */
export async function closeStores(ctx: Pick<AppContext, 'limiter' | 'counters' | 'live'>): Promise<void> {
  await ctx.limiter.close();
  if (ctx.counters !== ctx.limiter) await ctx.counters.close();
  await ctx.live.bus.close();
}
