import { describe, expect, it } from 'vitest';
import { TestClock } from '../test/app.js';
import {
  type DeliveryOutcome,
  NO_OUTCOME,
  OUTBOX_RETENTION,
  type OutboxJob,
  OutboxWorker,
  type OutboxWorkerSettings,
  retryDelayMs,
} from './outbox-worker.js';

const HOUR = 60 * 60_000;
const SETTINGS: OutboxWorkerSettings = {
  pollMs: 60 * HOUR,
  maxAttempts: 3,
  firstRetryMs: 1_000,
  maxRetryMs: 3_000,
  claimMs: 60_000,
  batch: 2,
  ...OUTBOX_RETENTION,
};

interface Row {
  id: number;
  attempts: number;
  status: 'queued' | 'sent' | 'failed';
  dueAt: number;
  claimedUntil: number;
  error?: string;
}

/** An outbox in memory, with the same claim rule as the tables: due, queued and unclaimed. */
function memoryOutbox(
  clock: TestClock,
  answer: (row: Row) => DeliveryOutcome | Promise<DeliveryOutcome>,
  settings: Partial<OutboxWorkerSettings> = {},
) {
  const rows: Row[] = [];
  const prunes: Array<{ sentBefore: string; failedBefore: string }> = [];
  const lines: string[] = [];
  const renewals: Array<{ ids: number[]; until: string }> = [];
  const onRenewal = new Set<() => void>();
  let pruneError: Error | null = null;
  const due = (row: Row, now: number) => row.status === 'queued' && row.dueAt <= now && row.claimedUntil <= now;
  const job: OutboxJob<Row> = {
    name: 'thing',
    findDue: async (now, limit) =>
      rows
        .filter((r) => due(r, Date.parse(now)))
        .slice(0, limit)
        .map((r) => r.id),
    claim: async (id, _worker, now, until) => {
      const row = rows.find((r) => r.id === id);
      if (!row || !due(row, Date.parse(now))) return undefined;
      row.attempts += 1;
      row.claimedUntil = Date.parse(until);
      return { ...row };
    },
    renew: async (ids, _worker, until) => {
      renewals.push({ ids, until });
      for (const wake of [...onRenewal]) wake();
      for (const row of rows) if (ids.includes(row.id) && row.status === 'queued') row.claimedUntil = Date.parse(until);
      return ids.filter((id) => rows[id - 1]?.status === 'queued');
    },
    deliver: async (row, exhausted) => {
      if (exhausted) return { result: 'failed', error: NO_OUTCOME };
      const outcome = await answer(row);
      if (outcome.result === 'done') Object.assign(rows[row.id - 1] ?? {}, { status: 'sent', claimedUntil: 0 });
      return outcome;
    },
    scheduleRetry: async (id, _worker, at, error) => {
      Object.assign(rows[id - 1] ?? {}, { dueAt: Date.parse(at), claimedUntil: 0, error });
    },
    giveUp: async (id, _worker, error) => {
      Object.assign(rows[id - 1] ?? {}, { status: 'failed', claimedUntil: 0, error });
    },
    prune: async (cutoffs) => {
      if (pruneError) throw pruneError;
      prunes.push(cutoffs);
      return 0;
    },
    describeError: (error) => (error instanceof Error ? error.message : String(error)),
    close: () => {},
  };
  const worker = new OutboxWorker(job, {
    settings: { ...SETTINGS, ...settings },
    now: clock.now,
    log: (level, msg, fields) => lines.push(`${level} ${msg} ${JSON.stringify(fields)}`),
  });
  const add = () => {
    rows.push({ id: rows.length + 1, attempts: 0, status: 'queued', dueAt: clock.now().getTime(), claimedUntil: 0 });
  };
  /** Resolves once the worker renewed claims `count` times: waits for the event, not a time. */
  const renewed = (count: number) =>
    new Promise<void>((resolve) => {
      const look = () => {
        if (renewals.length < count) return;
        onRenewal.delete(look);
        resolve();
      };
      onRenewal.add(look);
      look();
    });
  return {
    rows,
    renewals,
    renewed,
    prunes,
    lines,
    worker,
    add,
    failPrunes: (error: Error | null) => {
      pruneError = error;
    },
  };
}

describe('the outbox worker', () => {
  it('delivers every due row in batches, retries with back-off and gives up after the last try', async () => {
    const clock = new TestClock();
    const outbox = memoryOutbox(clock, (row) =>
      row.id === 1 ? { result: 'retry', error: 'busy' } : { result: 'done' },
    );
    for (let n = 0; n < 5; n++) outbox.add();
    await outbox.worker.drain();
    expect(outbox.rows.map((r) => r.status)).toEqual(['queued', 'sent', 'sent', 'sent', 'sent']);
    for (let attempt = 1; attempt < SETTINGS.maxAttempts; attempt++) {
      clock.advance(retryDelayMs(attempt, SETTINGS) - 1);
      await outbox.worker.drain();
      expect(outbox.rows[0]).toMatchObject({ status: 'queued', attempts: attempt });
      clock.advance(1);
      await outbox.worker.drain();
    }
    expect(outbox.rows[0]).toMatchObject({ status: 'failed', attempts: SETTINGS.maxAttempts, error: 'busy' });
    expect(outbox.lines.filter((l) => !l.startsWith('info'))).toEqual([
      'warn thing failed; will retry {"thing":1,"attempt":1,"retry_at":"2026-11-22T12:00:01.000Z","error":"busy"}',
      'warn thing failed; will retry {"thing":1,"attempt":2,"retry_at":"2026-11-22T12:00:03.000Z","error":"busy"}',
      'error thing failed; giving up {"thing":1,"attempts":3,"error":"busy"}',
    ]);
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, SETTINGS))).toEqual([1_000, 2_000, 3_000, 3_000]);
  });

  it('renews the claim of a row in flight on its own timer, to claimMs from its clock', async () => {
    const clock = new TestClock();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A lease of 30 ms: the timer renews every 10 ms of real time.
    const outbox = memoryOutbox(
      clock,
      async () => {
        await held;
        return { result: 'done' };
      },
      { claimMs: 30 },
    );
    outbox.add();
    const pass = outbox.worker.drain();
    await outbox.renewed(1);
    clock.advance(1_000);
    await outbox.renewed(outbox.renewals.length + 1);
    expect(outbox.renewals.at(-1)).toEqual({ ids: [1], until: new Date(clock.now().getTime() + 30).toISOString() });
    expect(outbox.rows[0]?.claimedUntil).toBe(clock.now().getTime() + 30);
    release();
    await pass;
    expect(outbox.rows[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives up a row claimed more often than its tries without an outcome', async () => {
    const clock = new TestClock();
    const outbox = memoryOutbox(clock, () => ({ result: 'done' }));
    outbox.add();
    Object.assign(outbox.rows[0] ?? {}, { attempts: SETTINGS.maxAttempts });
    await outbox.worker.drain();
    expect(outbox.rows[0]).toMatchObject({ status: 'failed', error: NO_OUTCOME });
  });

  it('prunes at its first pass and then at most once per pruneEveryMs, with both cutoffs', async () => {
    const clock = new TestClock();
    const outbox = memoryOutbox(clock, () => ({ result: 'done' }));
    await outbox.worker.drain();
    expect(outbox.prunes).toEqual([
      { sentBefore: '2026-11-15T12:00:00.000Z', failedBefore: '2026-10-23T12:00:00.000Z' },
    ]);
    clock.advance(HOUR - 1);
    outbox.add();
    await outbox.worker.drain();
    await outbox.worker.drain();
    expect(outbox.prunes).toHaveLength(1);
    clock.advance(1);
    await outbox.worker.drain();
    expect(outbox.prunes).toHaveLength(2);
    expect(outbox.prunes[1]?.sentBefore).toBe('2026-11-15T13:00:00.000Z');
  });

  it('a failed prune is logged and waits for its next turn; deliveries go on', async () => {
    const clock = new TestClock();
    const outbox = memoryOutbox(clock, () => ({ result: 'done' }));
    outbox.failPrunes(new Error('disk full'));
    outbox.add();
    await outbox.worker.drain();
    expect(outbox.rows[0]?.status).toBe('sent');
    expect(outbox.lines).toEqual(['error pruning the thing outbox failed {"error":"disk full"}']);
    outbox.failPrunes(null);
    await outbox.worker.drain();
    expect(outbox.prunes).toHaveLength(0);
    clock.advance(HOUR);
    await outbox.worker.drain();
    expect(outbox.prunes).toHaveLength(1);
  });

  it('a stopped worker refuses to drain and delivers nothing more', async () => {
    const clock = new TestClock();
    const outbox = memoryOutbox(clock, () => ({ result: 'done' }));
    await outbox.worker.stop();
    outbox.add();
    await expect(outbox.worker.drain()).rejects.toThrow('the thing worker is stopped');
    outbox.worker.wake();
    expect(outbox.rows[0]?.status).toBe('queued');
  });
});
