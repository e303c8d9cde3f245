import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { createMailTransport, type MailLog, type MailMessage, type MailTransport } from './mailer.js';
import {
  claimMail,
  findDueMails,
  markMailFailed,
  markMailSent,
  type NewOutboxMail,
  type OutboxMailRow,
  scheduleMailRetry,
} from './queries.js';

export const MAIL_WORKER = {
  /** Looks for mails nobody woke it for: left by a crash, or queued by another process. */
  pollMs: 5_000,
  /** Tries per mail; after the last the mail is marked failed and logged as an error. */
  maxAttempts: 8,
  /** Wait after the first failed try; doubled after each further one, up to maxRetryMs. */
  firstRetryMs: 30_000,
  maxRetryMs: 60 * 60_000,
  /**
   * How long a claim keeps other workers off a mail. Longer than the slowest delivery (the SMTP
   * timeouts in mailer.ts add up to under a minute), else a slow send could be claimed twice;
   * it is also how long a mail claimed by a process that crashed waits before another sends it.
   */
  claimMs: 5 * 60_000,
  /** Mails sent side by side in one pass, so one slow mail holds up few others. */
  batch: 10,
};
export type MailWorkerSettings = typeof MAIL_WORKER;

/** The wait after `attempts` failed tries: 30 s, 1 min, 2 min… (the 8 tries span about an hour). */
export function retryDelayMs(attempts: number, settings: MailWorkerSettings = MAIL_WORKER): number {
  return Math.min(settings.firstRetryMs * 2 ** Math.max(0, attempts - 1), settings.maxRetryMs);
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
 * Sends the outbox. Requests only insert rows and call `wake()`; `start()` begins sending (in the
 * server process: main.ts) and polling, `drain()` sends everything due and resolves when nothing
 * due is left (tests await it instead of sleeping), `stop()` lets sends in flight finish.
 *
 * Exactly once, as far as it can be: a row is claimed by one conditional UPDATE (queries.ts
 * claimMail), so two workers or processes never send it side by side, and it is marked sent right
 * after the transport accepted it. The window left: a crash (or a lost database connection) after
 * the SMTP server accepted the mail and before the row is marked sent. The claim then expires and
 * the mail goes out again, with the same Message-ID, which mail clients and many servers treat as
 * a duplicate; the outbox folder transport finds its file already written and sends nothing.
 */
export class MailWorker {
  private readonly db: Kysely<Database>;
  private readonly transport: MailTransport;
  private readonly log: MailLog;
  private readonly now: () => Date;
  private readonly id: string;
  private readonly settings: MailWorkerSettings;
  private state: 'idle' | 'started' | 'stopped' = 'idle';
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(options: MailWorkerOptions) {
    this.db = options.db;
    this.transport = options.transport;
    this.log = options.log ?? (() => {});
    this.now = options.now ?? (() => new Date());
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.settings = { ...MAIL_WORKER, ...options.settings };
  }

  /** Sends what is due now (rows left by a crash or a stop included), then polls. */
  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'started';
    this.timer = setInterval(() => this.inBackground(), this.settings.pollMs);
    this.timer.unref();
    this.inBackground();
  }

  /** A mail was queued in this process: send it now rather than at the next poll. */
  wake(): void {
    if (this.state === 'started') this.inBackground();
  }

  /** Sends every mail due now, retries included; resolves when none is left. Works unstarted too. */
  drain(): Promise<void> {
    if (this.state === 'stopped') return Promise.reject(new Error('the mail worker is stopped'));
    return this.pass();
  }

  /** No new sends; waits for the ones in flight, then closes the transport. Unsent rows stay queued. */
  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearInterval(this.timer);
    await this.running?.catch(() => {});
    this.transport.close();
  }

  private inBackground(): void {
    this.pass().catch((error: unknown) =>
      this.log('error', 'mail worker pass failed', { error: describeMailError(error) }),
    );
  }

  /** One loop at a time; a wake during a pass makes that loop look again before it ends. */
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
      // No await between the last look at `again` and here, so no wake falls in between.
      this.running = null;
    }
  }

  /** The number of due mails found, whether this worker or another one won them. */
  private async sendDueBatch(): Promise<number> {
    const ids = await findDueMails(this.db, this.now().toISOString(), this.settings.batch);
    // Settled, not all: a failing one must not end the pass while others are still in flight.
    const results = await Promise.allSettled(ids.map((id) => this.sendOne(id)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return ids.length;
  }

  private async sendOne(id: number): Promise<void> {
    const now = this.now();
    const until = new Date(now.getTime() + this.settings.claimMs).toISOString();
    const row = await claimMail(this.db, id, this.id, now.toISOString(), until);
    if (!row) return; // another worker claimed it first
    // Claimed that often without an outcome: the process died during every try.
    if (row.attempts > this.settings.maxAttempts) return this.recordFailure(row, 'no outcome after every try');
    let details: Awaited<ReturnType<MailTransport['deliver']>>;
    try {
      details = await this.transport.deliver({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
        date: new Date(row.date_added),
      });
    } catch (error) {
      return this.recordFailure(row, describeMailError(error));
    }
    // The crash window (see the class comment) is between the line above and this one.
    await markMailSent(this.db, row.id, this.now().toISOString());
    this.log('info', 'mail sent', { mail: row.id, attempt: row.attempts, ...details });
  }

  /**
   * Every failure is retried, 5xx answers too: a refused login (535) or a full mailbox is often
   * fixed within the hour the tries span, and eight tries cost little.
   */
  private async recordFailure(row: OutboxMailRow, error: string): Promise<void> {
    if (row.attempts >= this.settings.maxAttempts) {
      await markMailFailed(this.db, row.id, this.id, error);
      this.log('error', 'mail failed; giving up', { mail: row.id, attempts: row.attempts, error });
      return;
    }
    const at = new Date(this.now().getTime() + retryDelayMs(row.attempts, this.settings)).toISOString();
    await scheduleMailRetry(this.db, row.id, this.id, at, error);
    this.log('warn', 'mail failed; will retry', { mail: row.id, attempt: row.attempts, retry_at: at, error });
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
