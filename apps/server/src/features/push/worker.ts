import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/types.js';
import { ApnsSender } from './apns.js';
import { FcmSender, parseServiceAccount } from './fcm.js';
import {
  claimPush,
  deletePushTokenById,
  findDuePushes,
  findLiveDevice,
  finishPush,
  type PushOutboxRow,
  schedulePushRetry,
} from './queries.js';
import { describePushError, type PushSenders } from './sender.js';

export const PUSH_WORKER = {
  /** Looks for pushes nobody woke it for: left by a crash, or queued by another process. */
  pollMs: 5_000,
  /** A push is worth little late: 5 tries over about a quarter of an hour, then it is given up. */
  maxAttempts: 5,
  firstRetryMs: 30_000,
  maxRetryMs: 8 * 60_000,
  /** How long a claim keeps other workers off a push; far longer than a send's 15 s timeout. */
  claimMs: 2 * 60_000,
  batch: 20,
};
export type PushWorkerSettings = typeof PUSH_WORKER;

export type PushLog = (
  level: 'debug' | 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, unknown>,
) => void;

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 99 };

/** JSON lines on stdout like the server's log, at or above `level`; never a token or a text. */
export function stdoutPushLog(level: string): PushLog {
  const threshold = LEVELS[level] ?? 30;
  return (lvl, msg, fields) => {
    const value = LEVELS[lvl] ?? 30;
    if (value >= threshold) {
      process.stdout.write(`${JSON.stringify({ level: value, time: Date.now(), name: 'push', msg, ...fields })}\n`);
    }
  };
}

/** The senders the configuration asks for; a file that cannot be read stops the start with its name. */
export function createPushSenders(config: Config): PushSenders {
  const { fcm, apns } = config.push;
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`${name} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return {
    android: fcm
      ? new FcmSender({
          account: parseServiceAccount(read('FCM_SERVICE_ACCOUNT_FILE', fcm.serviceAccountFile)),
          baseUrl: fcm.baseUrl,
        })
      : null,
    ios: apns
      ? new ApnsSender({
          keyPem: read('APNS_KEY_FILE', apns.keyFile),
          keyId: apns.keyId,
          teamId: apns.teamId,
          bundleId: apns.bundleId,
          host: apns.host,
        })
      : null,
  };
}

export interface PushWorkerOptions {
  db: Kysely<Database>;
  senders: PushSenders;
  log?: PushLog;
  now?: () => Date;
  workerId?: string;
  settings?: Partial<PushWorkerSettings>;
}

/**
 * Sends the push outbox, as the mail worker sends mail (features/mail/outbox.ts: start, wake,
 * drain, stop). A row is claimed by one conditional UPDATE, so no two workers send it; it is
 * marked sent right after the service accepted it. Before sending, the device is looked up again:
 * a token that was unregistered, logged out, moved to another member, or whose session expired
 * gets nothing (the row is dropped). A token the service calls unregistered or invalid is deleted.
 */
export class PushWorker {
  private readonly db: Kysely<Database>;
  private readonly senders: PushSenders;
  private readonly log: PushLog;
  private readonly now: () => Date;
  private readonly id: string;
  private readonly settings: PushWorkerSettings;
  private state: 'idle' | 'started' | 'stopped' = 'idle';
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(options: PushWorkerOptions) {
    this.db = options.db;
    this.senders = options.senders;
    this.log = options.log ?? (() => {});
    this.now = options.now ?? (() => new Date());
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.settings = { ...PUSH_WORKER, ...options.settings };
  }

  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'started';
    this.timer = setInterval(() => this.inBackground(), this.settings.pollMs);
    this.timer.unref();
    this.inBackground();
  }

  /** A push was queued in this process: send it now rather than at the next poll. */
  wake(): void {
    if (this.state === 'started') this.inBackground();
  }

  /** Sends every push due now; resolves when none is left. Works unstarted too (tests). */
  drain(): Promise<void> {
    if (this.state === 'stopped') return Promise.reject(new Error('the push worker is stopped'));
    return this.pass();
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearInterval(this.timer);
    await this.running?.catch(() => {});
    this.senders.android?.close();
    this.senders.ios?.close();
  }

  private inBackground(): void {
    this.pass().catch((error: unknown) =>
      this.log('error', 'push worker pass failed', { error: describePushError(error) }),
    );
  }

  private pass(): Promise<void> {
    if (this.state === 'stopped') return Promise.resolve();
    this.again = true;
    this.running ??= this.loop();
    return this.running;
  }

  private async loop(): Promise<void> {
    try {
      do {
        this.again = false;
        while (this.state !== 'stopped' && (await this.sendDueBatch()) > 0) {}
      } while (this.again && this.state !== 'stopped');
    } finally {
      this.running = null;
    }
  }

  private async sendDueBatch(): Promise<number> {
    const ids = await findDuePushes(this.db, this.now().toISOString(), this.settings.batch);
    const results = await Promise.allSettled(ids.map((id) => this.sendOne(id)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return ids.length;
  }

  private async sendOne(id: number): Promise<void> {
    const now = this.now();
    const until = new Date(now.getTime() + this.settings.claimMs).toISOString();
    const row = await claimPush(this.db, id, this.id, now.toISOString(), until);
    if (!row) return;
    const at = () => this.now().toISOString();
    const device = await findLiveDevice(this.db, row.token_id, row.user_id, now.toISOString());
    if (!device) {
      await finishPush(this.db, row.id, { status: 'dropped', at: at(), error: 'no live device' });
      this.log('debug', 'push dropped: the device is gone', { push: row.id });
      return;
    }
    const sender = this.senders[device.platform];
    if (!sender) {
      await finishPush(this.db, row.id, { status: 'dropped', at: at(), error: `${device.platform} not configured` });
      this.log('debug', 'push dropped: its service is not configured', { push: row.id, platform: device.platform });
      return;
    }
    if (row.attempts > this.settings.maxAttempts) return this.giveUp(row, 'no outcome after every try');
    const outcome = await sender
      .send(device.token, { title: row.title, body: row.body, data: JSON.parse(row.data) as Record<string, string> })
      .catch((error: unknown) => ({ result: 'retry' as const, error: describePushError(error, device.token) }));
    switch (outcome.result) {
      case 'sent':
        await finishPush(this.db, row.id, { status: 'sent', at: at() });
        this.log('info', 'push sent', { push: row.id, platform: device.platform, attempt: row.attempts });
        return;
      case 'gone':
        await deletePushTokenById(this.db, device.id);
        await finishPush(this.db, row.id, { status: 'dropped', at: at(), error: outcome.reason });
        this.log('info', 'push token gone; deleted', {
          push: row.id,
          platform: device.platform,
          reason: outcome.reason,
        });
        return;
      case 'failed':
        return this.giveUp(row, outcome.error);
      case 'retry': {
        if (row.attempts >= this.settings.maxAttempts) return this.giveUp(row, outcome.error);
        const delay = Math.min(
          this.settings.firstRetryMs * 2 ** Math.max(0, row.attempts - 1),
          this.settings.maxRetryMs,
        );
        const retryAt = new Date(this.now().getTime() + delay).toISOString();
        await schedulePushRetry(this.db, row.id, this.id, retryAt, outcome.error);
        this.log('warn', 'push failed; will retry', {
          push: row.id,
          attempt: row.attempts,
          retry_at: retryAt,
          error: outcome.error,
        });
        return;
      }
    }
  }

  private async giveUp(row: PushOutboxRow, error: string): Promise<void> {
    await finishPush(this.db, row.id, { status: 'failed', at: this.now().toISOString(), error });
    this.log('error', 'push failed; giving up', { push: row.id, attempts: row.attempts, error });
  }
}
