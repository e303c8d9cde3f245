import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import { findDueOutboxIds, pruneOutbox, renewOutboxClaims, scheduleOutboxRetry } from '../../db/outbox.js';
import type { Database } from '../../db/types.js';
import {
  NO_OUTCOME,
  OUTBOX_RETENTION,
  OutboxWorker,
  retryDelayMs as outboxRetryDelayMs,
} from '../../lib/outbox-worker.js';
import { createMailTransport, type MailLog, type MailMessage, type MailTransport } from './mailer.js';
import { claimMail, markMailFailed, markMailSent, type NewOutboxMail, type OutboxMailRow } from './queries.js';

export const MAIL_WORKER = {
  /** Looks for mails nobody woke it for: left by a crash, or queued by another process. */
  pollMs: 5_000,
  /** Tries per mail; after the last the mail is marked failed and logged as an error. */
  maxAttempts: 8,
  /** Wait after the first failed try; doubled after each further one, up to maxRetryMs. */
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  /**
   * The lease of a claim, renewed every 5 s while the mail is being sent (lib/outbox-worker.ts),
   * so a slow SMTP server keeps the mail however long it takes, and a mail claimed by a process
   * that died goes out within 15 s (and a poll) instead of the 5 minutes a fixed claim longer than
   * every SMTP timeout took (issue 29). 15 s: two renewals may be late before the lease lapses.
   */
  claimMs: 15_000,
  /** Mails sent side by side in one pass, so one slow mail holds up few others. */
  batch: 10,
  ...OUTBOX_RETENTION,
};
export type MailWorkerSettings = typeof MAIL_WORKER;

/** The wait after `attempts` failed tries: 30 s, 1 min, 2 min… (the 8 tries span about an hour). */
export function retryDelayMs(attempts: number, settings: MailWorkerSettings = MAIL_WORKER): number {
  return outboxRetryDelayMs(attempts, settings);
}

/**
 * The row that queues `message`, due at once. Its Message-ID is fixed here, so every send of the
 * row carries the same one (the right-hand side is the sender's domain, as RFC 5322 suggests).
 */
export function outboxMail(message: MailMessage, from: string, now: Date): NewOutboxMail {
  const domain = /@([^\s@>]+)>?\s*$/.exec(from)?.[1] ?? 'qurio.local';
  return {
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    message_id: `<${randomUUID()}@${domain}>`,
    headers: message.headers ? JSON.stringify(message.headers) : null,
    next_attempt_at: now.toISOString(),
    date_added: now.toISOString(),
  };
}

/** A transport error as it may be logged: addresses in a server's answer ("<a@b> rejected") removed. */
export function describeMailError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[address]').slice(0, 500);
}

export interface MailWorkerOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  log?: MailLog;
  now?: () => Date;
  /** Names this worker in its claims; unique per process and worker. */
  workerId?: string;
  settings?: Partial<MailWorkerSettings>;
}

/**
 * Sends the outbox, on the loop every outbox shares (lib/outbox-worker.ts). Requests only insert
 * rows and call `wake()`; `start()` begins sending (in the server process: main.ts) and polling,
 * `drain()` sends everything due and resolves when nothing due is left (tests await it instead of
 * sleeping), `stop()` lets sends in flight finish.
 *
 * Exactly once, as far as it can be: a row is claimed by one conditional UPDATE (claimMail), so
 * two workers or processes never send it side by side, and it is marked sent right after the
 * transport accepted it. The window left: a crash (or a lost database connection) after the SMTP
 * server accepted the mail and before the row is marked sent. The lease then lapses and the mail
 * goes out again, with the same Message-ID, which mail clients and many servers treat as a
 * duplicate; the outbox folder transport finds its file already written and sends nothing.
 *
 * Every failure is retried, 5xx answers too: a refused login (535) or a full mailbox is often
 * fixed within the hour the tries span, and eight tries cost little.
 */
export class MailWorker {
  private readonly worker: OutboxWorker<OutboxMailRow>;

  constructor(options: MailWorkerOptions) {
    const { db, transport } = options;
    const log = options.log ?? (() => {});
    const now = options.now ?? (() => new Date());
    this.worker = new OutboxWorker<OutboxMailRow>(
      {
        name: 'mail',
        findDue: (at, limit) => findDueOutboxIds(db, 'mail_outbox', at, limit),
        claim: (id, worker, at, until) => claimMail(db, id, worker, at, until),
        renew: (ids, worker, until) => renewOutboxClaims(db, 'mail_outbox', ids, worker, until),
        deliver: async (row, exhausted) => {
          if (exhausted) return { result: 'failed', error: NO_OUTCOME };
          let details: Awaited<ReturnType<MailTransport['deliver']>>;
          try {
            details = await transport.deliver({
              id: row.id,
              to: row.to_address,
              subject: row.subject,
              text: row.text_body,
              html: row.html_body,
              messageId: row.message_id,
              date: new Date(row.date_added),
              ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
            });
          } catch (error) {
            return { result: 'retry', error: describeMailError(error) };
          }
          // The crash window (see the class comment) is between the line above and this one.
          await markMailSent(db, row.id, now().toISOString());
          log('info', 'mail sent', { mail: row.id, attempt: row.attempts, ...details });
          return { result: 'done' };
        },
        scheduleRetry: (id, worker, at, error) => scheduleOutboxRetry(db, 'mail_outbox', id, worker, at, error),
        giveUp: (id, worker, error) => markMailFailed(db, id, worker, error),
        prune: async ({ sentBefore, failedBefore }) =>
          (await pruneOutbox(db, 'mail_outbox', 'sent', sentBefore)) +
          (await pruneOutbox(db, 'mail_outbox', 'failed', failedBefore)),
        describeError: describeMailError,
        close: () => transport.close(),
      },
      { settings: { ...MAIL_WORKER, ...options.settings }, log, now, workerId: options.workerId },
    );
  }

  /** Sends what is due now (rows left by a crash or a stop included), then polls. */
  start(): void {
    this.worker.start();
  }

  /** A mail was queued in this process: send it now rather than at the next poll. */
  wake(): void {
    this.worker.wake();
  }

  /** Sends every mail due now, retries included; resolves when none is left. Works unstarted too. */
  drain(): Promise<void> {
    return this.worker.drain();
  }

  /** Renews the leases of the mails being sent, as the worker's timer does (tests move a clock). */
  renewClaims(): Promise<void> {
    return this.worker.renewClaims();
  }

  /** No new sends; waits for the ones in flight, then closes the transport. Unsent rows stay queued. */
  stop(): Promise<void> {
    return this.worker.stop();
  }
}

/** The worker for a configuration: SMTP when `SMTP_URL` is set, else the outbox folder. */
export function createMailWorker(
  config: Config,
  db: Db,
  options: Omit<MailWorkerOptions, 'db' | 'transport'> & { transport?: MailTransport } = {},
): MailWorker {
  return new MailWorker({ ...options, db: db.kysely, transport: options.transport ?? createMailTransport(config) });
}
