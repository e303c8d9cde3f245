import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

const DAY_MS = 24 * 60 * 60_000;

/** How an outbox worker paces itself; each outbox picks its own values (mail: MAIL_WORKER). */
export interface OutboxWorkerSettings {
  /** Looks for rows nobody woke it for: left by a crash, or queued by another process. */
  pollMs: number;
  /** Tries per row; after the last the row is given up and logged as an error. */
  maxAttempts: number;
  /** Wait after the first failed try; doubled after each further one, up to maxRetryMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /**
   * The lease a claim holds a row for: the worker renews it every claimMs / 3 while the delivery
   * runs (however long it takes), so it need not outlast the slowest delivery, only a late
   * renewal; and a row claimed by a process that died is free again within claimMs.
   */
  claimMs: number;
  /** Rows delivered side by side in one pass, so one slow row holds up few others. */
  batch: number;
  /** Finished rows older than these are deleted (see OUTBOX_RETENTION). */
  keepSentMs: number;
  keepFailedMs: number;
  pruneEveryMs: number;
}

export const OUTBOX_RETENTION = {
  /** Delivered (or dropped) rows answer "did it go out?" for a week; nothing else reads them. */
  keepSentMs: 7 * DAY_MS,
  /** Failed rows stay longer: an outage is often looked into only days after it was logged. */
  keepFailedMs: 30 * DAY_MS,
  /** Old rows are no hurry, and every worker of every process prunes: once an hour each is plenty. */
  pruneEveryMs: 60 * 60_000,
};

/** The wait after `attempts` failed tries: firstRetryMs, then doubled each time, up to maxRetryMs. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<OutboxWorkerSettings, 'firstRetryMs' | 'maxRetryMs'>,
): number {
  return Math.min(settings.firstRetryMs * 2 ** Math.max(0, attempts - 1), settings.maxRetryMs);
}

/** Given up as the error of a row claimed more than maxAttempts times without an outcome. */
export const NO_OUTCOME = 'no outcome after every try';

/** How a delivery ended: `done` when it recorded its own outcome (sent, dropped…). */
export type DeliveryOutcome = { result: 'done' } | { result: 'retry' | 'failed'; error: string };

export type OutboxLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  fields: Record<string, string | number | boolean>,
) => void;

/** What one outbox supplies: its queries and its delivery. The worker decides when and how often. */
export interface OutboxJob<Row extends { id: number; attempts: number }> {
  /** Names the outbox in log lines and in the field naming a row: 'mail' logs { mail: 12 }. */
  name: string;
  findDue(now: string, limit: number): Promise<number[]>;
  /** One conditional UPDATE that only one worker wins; undefined when another worker won. */
  claim(id: number, worker: string, now: string, until: string): Promise<Row | undefined>;
  /** Extends the claims `worker` still holds on these rows to `until`; returns the ids it holds. */
  renew(ids: number[], worker: string, until: string): Promise<number[]>;
  /**
   * Delivers a claimed row and records a success. `exhausted`: the row was claimed more than
   * maxAttempts times, so the process died during every try; it must not be tried again, only
   * given up (`{ result: 'failed', error: NO_OUTCOME }`) or otherwise ended.
   */
  deliver(row: Row, exhausted: boolean): Promise<DeliveryOutcome>;
  scheduleRetry(id: number, worker: string, at: string, error: string): Promise<void>;
  giveUp(id: number, worker: string, error: string): Promise<void>;
  /** Deletes finished rows whose last try was due before the cutoffs; returns how many. */
  prune(cutoffs: { sentBefore: string; failedBefore: string }): Promise<number>;
  /** An error as it may be logged (no address, no token). */
  describeError(error: unknown): string;
  /** Releases the delivery's connections once the last delivery in flight has ended. */
  close(): void;
}

export interface OutboxWorkerOptions {
  settings: OutboxWorkerSettings;
  log: OutboxLog;
  now: () => Date;
  /** Names this worker in its claims; unique per process and worker. */
  workerId?: string | undefined;
}

/**
 * Works through a durable outbox table. Requests only insert rows and call `wake()`; `start()`
 * begins delivering and polling, `drain()` delivers everything due and resolves when nothing due
 * is left (tests await it instead of sleeping), `stop()` lets deliveries in flight finish.
 *
 * A row is claimed by one conditional UPDATE before it is delivered, so no two workers or
 * processes deliver it side by side. The claim is a lease of claimMs that the worker renews while
 * it delivers (every claimMs / 3, one UPDATE for all its rows in flight): a slow delivery keeps its
 * row however long it takes, and a row whose process died (kill -9, a lost machine) is free again
 * within claimMs, for the next process or any other to deliver.
 *
 * Why a lease and not a boot id (each process's claims tagged with a random id, rows of a boot id
 * that is not alive taken back at start): with several processes on one database, none can know
 * whether another's boot id is alive, and one that guessed wrong would send a mail twice. A lease
 * needs no guess; its price is a write every claimMs / 3 while something is in flight, and the
 * wait of at most claimMs (issue 29: a mail claimed by a killed process waited the old fixed claim
 * of 5 minutes, a third of a reset code's life). The renewal can fail only when the process
 * stalls (or its database) for two renewals; it then logs that the claim was lost.
 *
 * Each try counts; a failed try waits retryDelayMs, the last one gives the row up. Finished rows
 * are pruned after OUTBOX_RETENTION.
 */
export class OutboxWorker<Row extends { id: number; attempts: number }> {
  private readonly id: string;
  private state: 'idle' | 'started' | 'stopped' = 'idle';
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private prunedAt: number | undefined;
  /** Rows this worker has claimed and is delivering: their claims are renewed until they end. */
  private readonly inFlight = new Set<number>();
  private renewTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly job: OutboxJob<Row>,
    private readonly options: OutboxWorkerOptions,
  ) {
    this.id = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  start(): void {
    if (this.state !== 'idle') return;
    this.state = 'started';
    this.timer = setInterval(() => this.inBackground(), this.options.settings.pollMs);
    this.timer.unref();
    this.inBackground();
  }

  wake(): void {
    if (this.state === 'started') this.inBackground();
  }

  drain(): Promise<void> {
    if (this.state === 'stopped') return Promise.reject(new Error(`the ${this.job.name} worker is stopped`));
    return this.pass();
  }

  async stop(): Promise<void> {
    if (this.state === 'stopped') return;
    this.state = 'stopped';
    clearInterval(this.timer);
    await this.running?.catch(() => {});
    this.job.close();
  }

  /**
   * Extends the claims of the rows in flight to claimMs from now: what the worker's timer does
   * every claimMs / 3 while it delivers (tests call it after moving their clock).
   */
  async renewClaims(): Promise<void> {
    if (this.inFlight.size === 0) return;
    const ids = [...this.inFlight];
    const until = new Date(this.options.now().getTime() + this.options.settings.claimMs).toISOString();
    const held = new Set(await this.job.renew(ids, this.id, until));
    const name = this.job.name;
    for (const id of ids) {
      // Still delivering, yet no longer ours: another worker may deliver it too. Only a stall as
      // long as two renewals lets that happen; say so.
      if (!held.has(id) && this.inFlight.has(id)) {
        this.options.log('error', `${name} claim lost while delivering`, { [name]: id });
      }
    }
  }

  private trackDelivery(id: number): () => void {
    this.inFlight.add(id);
    this.renewTimer ??= setInterval(
      () =>
        this.renewClaims().catch((error: unknown) =>
          this.options.log('warn', `renewing ${this.job.name} claims failed`, {
            error: this.job.describeError(error),
          }),
        ),
      this.options.settings.claimMs / 3,
    );
    this.renewTimer.unref();
    return () => {
      this.inFlight.delete(id);
      if (this.inFlight.size > 0) return;
      clearInterval(this.renewTimer);
      this.renewTimer = undefined;
    };
  }

  private inBackground(): void {
    this.pass().catch((error: unknown) =>
      this.options.log('error', `${this.job.name} worker pass failed`, { error: this.job.describeError(error) }),
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
        while (this.state !== 'stopped' && (await this.deliverDueBatch()) > 0) {}
        // After the deliveries, which are in a hurry; inside the loop, so a wake during it is seen.
        if (this.state !== 'stopped') await this.pruneWhenDue();
      } while (this.again && this.state !== 'stopped');
    } finally {
      // No await between the last look at `again` and here, so no wake falls in between.
      this.running = null;
    }
  }

  /** The number of due rows found, whether this worker or another one won them. */
  private async deliverDueBatch(): Promise<number> {
    const ids = await this.job.findDue(this.options.now().toISOString(), this.options.settings.batch);
    // Settled, not all: a failing one must not end the pass while others are still in flight.
    const results = await Promise.allSettled(ids.map((id) => this.deliverOne(id)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return ids.length;
  }

  private async deliverOne(id: number): Promise<void> {
    const { settings, now } = this.options;
    const claimedAt = now();
    const until = new Date(claimedAt.getTime() + settings.claimMs).toISOString();
    const row = await this.job.claim(id, this.id, claimedAt.toISOString(), until);
    if (!row) return; // another worker claimed it first
    const delivered = this.trackDelivery(row.id);
    try {
      await this.finish(row, await this.job.deliver(row, row.attempts > settings.maxAttempts));
    } finally {
      delivered();
    }
  }

  /** Records a delivery's outcome, still under the claim (a retry or a give-up frees the row). */
  private async finish(row: Row, outcome: DeliveryOutcome): Promise<void> {
    const { settings, now, log } = this.options;
    if (outcome.result === 'done') return;
    const name = this.job.name;
    if (outcome.result === 'retry' && row.attempts < settings.maxAttempts) {
      const at = new Date(now().getTime() + retryDelayMs(row.attempts, settings)).toISOString();
      await this.job.scheduleRetry(row.id, this.id, at, outcome.error);
      log('warn', `${name} failed; will retry`, {
        [name]: row.id,
        attempt: row.attempts,
        retry_at: at,
        error: outcome.error,
      });
      return;
    }
    await this.job.giveUp(row.id, this.id, outcome.error);
    log('error', `${name} failed; giving up`, { [name]: row.id, attempts: row.attempts, error: outcome.error });
  }

  /**
   * At most once per pruneEveryMs. A failure is logged and waits for the next turn: pruning is
   * housekeeping, and must neither fail a drain nor be retried at every poll.
   */
  private async pruneWhenDue(): Promise<void> {
    const { settings, now, log } = this.options;
    const at = now().getTime();
    if (this.prunedAt !== undefined && at - this.prunedAt < settings.pruneEveryMs) return;
    this.prunedAt = at;
    try {
      const removed = await this.job.prune({
        sentBefore: new Date(at - settings.keepSentMs).toISOString(),
        failedBefore: new Date(at - settings.keepFailedMs).toISOString(),
      });
      if (removed > 0) log('info', `pruned the ${this.job.name} outbox`, { removed });
    } catch (error) {
      log('error', `pruning the ${this.job.name} outbox failed`, { error: this.job.describeError(error) });
    }
  }
}
