import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import {
  claimOutboxRow,
  findDueOutboxIds,
  pruneOutbox,
  renewOutboxClaims,
  scheduleOutboxRetry,
} from '../../db/outbox.js';
import type { Database } from '../../db/types.js';
import { type DeliveryOutcome, NO_OUTCOME, OUTBOX_RETENTION, OutboxWorker } from '../../lib/outbox-worker.js';
import type { VapidKeys } from '../../lib/vapid.js';
import { ApnsSender } from './apns.js';
import { FcmSender, parseServiceAccount } from './fcm.js';
import { deletePushTokenById, findLiveDevice, finishPush, type PushOutboxRow } from './queries.js';
import { describePushError, type PushSenders } from './sender.js';
import { WebPushSender } from './web.js';

export const PUSH_WORKER = {
  /** Looks for pushes nobody woke it for: left by a crash, or queued by another process. */
  pollMs: 5_000,
  /** A push is worth little late: 5 tries over about a quarter of an hour, then it is given up. */
  maxAttempts: 5,
  firstRetryMs: 30_000,
  maxRetryMs: 8 * 60_000,
  /**
   * The lease of a claim, renewed every 5 s while the push is being sent (lib/outbox-worker.ts): a
   * push claimed by a process that died goes out within 15 s instead of after a fixed 2 minutes.
   */
  claimMs: 15_000,
  batch: 20,
  ...OUTBOX_RETENTION,
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

/**
 * The senders the configuration asks for; a file that cannot be read stops the start with its name.
 * Web Push is always on: its keys are the server's own (lib/vapid.ts).
 */
export function createPushSenders(config: Config, vapid: VapidKeys): PushSenders {
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
    web: new WebPushSender({ vapid, hosts: config.push.web.hosts }),
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
 * Sends the push outbox on the loop every outbox shares (lib/outbox-worker.ts: start, wake, drain,
 * stop), as the mail worker sends mail. A row is claimed by one conditional UPDATE, so no two
 * workers send it; it is marked sent right after the service accepted it. Before sending, the
 * device is looked up again: a token that was unregistered, logged out, moved to another member,
 * or whose session expired gets nothing (the row is dropped). A token the service calls
 * unregistered or invalid is deleted.
 */
export class PushWorker {
  private readonly worker: OutboxWorker<PushOutboxRow>;

  constructor(options: PushWorkerOptions) {
    const { db, senders } = options;
    const log = options.log ?? (() => {});
    const now = options.now ?? (() => new Date());
    const settings = { ...PUSH_WORKER, ...options.settings };
    const at = () => now().toISOString();
    const deliver = async (row: PushOutboxRow, exhausted: boolean): Promise<DeliveryOutcome> => {
      const device = await findLiveDevice(db, row.token_id, row.user_id, at());
      if (!device) {
        await finishPush(db, row.id, { status: 'dropped', at: at(), error: 'no live device' });
        log('debug', 'push dropped: the device is gone', { push: row.id });
        return { result: 'done' };
      }
      const sender = senders[device.platform];
      if (!sender) {
        await finishPush(db, row.id, { status: 'dropped', at: at(), error: `${device.platform} not configured` });
        log('debug', 'push dropped: its service is not configured', { push: row.id, platform: device.platform });
        return { result: 'done' };
      }
      if (exhausted) return { result: 'failed', error: NO_OUTCOME };
      const keys =
        device.p256dh !== null && device.auth_secret !== null
          ? { p256dh: device.p256dh, auth: device.auth_secret }
          : undefined;
      const message = { title: row.title, body: row.body, data: JSON.parse(row.data) as Record<string, string> };
      const outcome = await sender
        .send(device.token, message, keys)
        .catch((error: unknown) => ({ result: 'retry' as const, error: describePushError(error, device.token) }));
      switch (outcome.result) {
        case 'sent':
          await finishPush(db, row.id, { status: 'sent', at: at() });
          log('info', 'push sent', { push: row.id, platform: device.platform, attempt: row.attempts });
          return { result: 'done' };
        case 'gone':
          await deletePushTokenById(db, device.id);
          await finishPush(db, row.id, { status: 'dropped', at: at(), error: outcome.reason });
          log('info', 'push token gone; deleted', { push: row.id, platform: device.platform, reason: outcome.reason });
          return { result: 'done' };
        default:
          return outcome;
      }
    };
    this.worker = new OutboxWorker<PushOutboxRow>(
      {
        name: 'push',
        findDue: (now, limit) => findDueOutboxIds(db, 'push_outbox', now, limit),
        claim: (id, worker, now, until) => claimOutboxRow(db, 'push_outbox', id, worker, now, until),
        renew: (ids, worker, until) => renewOutboxClaims(db, 'push_outbox', ids, worker, until),
        deliver,
        scheduleRetry: (id, worker, at, error) => scheduleOutboxRetry(db, 'push_outbox', id, worker, at, error),
        giveUp: (id, _worker, error) => finishPush(db, id, { status: 'failed', at: at(), error }),
        // A dropped push went where it should: nowhere. Nothing about it is worth keeping longer.
        prune: async ({ sentBefore, failedBefore }) =>
          (await pruneOutbox(db, 'push_outbox', 'sent', sentBefore)) +
          (await pruneOutbox(db, 'push_outbox', 'dropped', sentBefore)) +
          (await pruneOutbox(db, 'push_outbox', 'failed', failedBefore)),
        describeError: (error) => describePushError(error),
        close: () => {
          senders.android?.close();
          senders.ios?.close();
          senders.web?.close();
        },
      },
      { settings, log, now, workerId: options.workerId },
    );
  }

  start(): void {
    this.worker.start();
  }

  /** A push was queued in this process: send it now rather than at the next poll. */
  wake(): void {
    this.worker.wake();
  }

  /** Sends every push due now; resolves when none is left. Works unstarted too (tests). */
  drain(): Promise<void> {
    return this.worker.drain();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }
}
