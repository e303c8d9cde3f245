import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIMITS } from '@qurio/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import type { Db } from '../../db/dialect.js';
import { createTestDb, TestClock, type TestDb } from '../../test/app.js';
import { readOutbox, startSmtpServer, type TestSmtp } from '../../test/mail.js';
import { createMailTransport, type LogFields, type MailLog, type MailTransport, type OutgoingMail } from './mailer.js';
import { MAIL_WORKER, MailWorker, type MailWorkerOptions, outboxMail, retryDelayMs } from './outbox.js';
import { claimMail, insertOutboxMail } from './queries.js';

const FROM = 'Qurio <no-reply@qurio.test>';

/** Delivers into memory; fails the first `failures` tries, with the address in the error as servers do. */
class MemoryTransport implements MailTransport {
  readonly delivered: OutgoingMail[] = [];
  private waiting: Array<() => void> = [];
  constructor(public failures = 0) {}
  async deliver(mail: OutgoingMail): Promise<LogFields> {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error(`451 4.7.1 <${mail.to}>: try again later`);
    }
    this.delivered.push(mail);
    for (const wake of this.waiting.splice(0)) wake();
    return {};
  }
  /** Resolves once `count` mails were delivered: waits for an event, never for a time. */
  async deliveredCount(count: number): Promise<void> {
    while (this.delivered.length < count) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }
  close(): void {}
}

/** A mail server that takes a mail and answers only at `release()`: a send that hangs in flight. */
class StalledTransport implements MailTransport {
  readonly delivered: OutgoingMail[] = [];
  private open = () => {};
  private readonly released = new Promise<void>((resolve) => {
    this.open = resolve;
  });
  private began = () => {};
  constructor() {
    stalledTransports.push(this);
  }
  /** Resolves once a send is in flight. */
  readonly sending = new Promise<void>((resolve) => {
    this.began = resolve;
  });
  async deliver(mail: OutgoingMail): Promise<LogFields> {
    this.began();
    await this.released;
    this.delivered.push(mail);
    return {};
  }
  release(): void {
    this.open();
  }
  close(): void {}
}

const stalledTransports: StalledTransport[] = [];
let testDb: TestDb;
let clock: TestClock;
let smtp: TestSmtp | undefined;
const workers: MailWorker[] = [];
const connections: Db[] = [];
const lines: Array<{ level: string; msg: string; fields: LogFields }> = [];
const log: MailLog = (level, msg, fields) => lines.push({ level, msg, fields });

beforeEach(async () => {
  testDb = await createTestDb({}, { onDisk: true });
  clock = new TestClock();
  lines.length = 0;
});
afterEach(async () => {
  // A failed test may leave a send hanging, which stop() would wait for.
  for (const transport of stalledTransports.splice(0)) transport.release();
  for (const worker of workers.splice(0)) await worker.stop();
  for (const db of connections.splice(0)) await db.destroy();
  await smtp?.close();
  smtp = undefined;
  await testDb.drop();
});

/** A second process's view of the database. */
function connect(): Db {
  const db = testDb.connect();
  connections.push(db);
  return db;
}

function worker(options: Partial<MailWorkerOptions> & { transport: MailTransport }, db = testDb.db): MailWorker {
  const created = new MailWorker({ db: db.kysely, log, now: clock.now, ...options });
  workers.push(created);
  return created;
}

function smtpTransport(server: TestSmtp): MailTransport {
  return createMailTransport(loadConfig({ SMTP_URL: server.url, MAIL_FROM: FROM, DATA_DIR: tmpdir() }));
}

/** What a request does in its transaction: insert one row. */
function enqueue(db: Db, n: number): Promise<number> {
  const mail = { to: `member${n}@example.com`, subject: `mail ${n}`, text: `code ${n}`, html: `<p>code ${n}</p>` };
  return insertOutboxMail(db.kysely, outboxMail(mail, FROM, clock.now()));
}

const rows = (db = testDb.db) => db.kysely.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('the mail outbox', () => {
  it('keeps a queued mail through a restart and delivers it exactly once', async () => {
    smtp = await startSmtpServer();
    // The first process queues two mails and stops before its worker sent anything.
    const first = connect();
    const firstWorker = worker({ transport: smtpTransport(smtp) }, first);
    await enqueue(first, 1);
    await enqueue(first, 2);
    await firstWorker.stop();
    await first.destroy();
    connections.splice(connections.indexOf(first), 1);
    expect(smtp.received).toHaveLength(0);

    // The next process starts its worker, which sends what was left.
    const second = connect();
    const secondWorker = worker({ transport: smtpTransport(smtp) }, second);
    secondWorker.start();
    await secondWorker.drain();
    // A third worker finds nothing left to send.
    await worker({ transport: smtpTransport(smtp) }, connect()).drain();

    const stored = await rows(second);
    // Exactly once each; the worker sends side by side, so in either order.
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(['mail 1', 'mail 2']);
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(stored.map((r) => r.message_id).sort());
    expect(stored).toMatchObject([
      { status: 'sent', attempts: 1, text_body: '', html_body: '' },
      { status: 'sent', attempts: 1, text_body: '', html_body: '' },
    ]);
  });

  it('sends a mail claimed by a process that died once the claim expires, with the same Message-ID', async () => {
    const id = await enqueue(testDb.db, 1);
    const now = clock.now();
    const until = new Date(now.getTime() + MAIL_WORKER.claimMs).toISOString();
    expect(await claimMail(testDb.db.kysely, id, 'died-while-sending', now.toISOString(), until)).toBeDefined();

    const transport = new MemoryTransport();
    const survivor = worker({ transport });
    await survivor.drain();
    expect(transport.delivered).toHaveLength(0);
    clock.advance(MAIL_WORKER.claimMs);
    await survivor.drain();
    const [row] = await rows();
    expect(transport.delivered.map((m) => m.messageId)).toEqual([row?.message_id]);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, claimed_by: null });
  });

  it('a mail a killed process was sending goes out from the next one within seconds, not minutes', async () => {
    // The first process claims the mail and is killed while its SMTP server is slow: its database
    // connection goes with it, and nothing of it renews or releases the claim.
    const dying = connect();
    const stalled = new StalledTransport();
    const killed = worker({ transport: stalled }, dying);
    const id = await enqueue(testDb.db, 1);
    // It fails once released: its database connection is gone by then.
    const inFlight = killed.drain().catch(() => {});
    await stalled.sending;
    await dying.destroy();
    connections.splice(connections.indexOf(dying), 1);

    // The next process starts on the same database: 20 s later (its lease and a poll), the mail is
    // sent; a reset code lives 15 minutes, and the claim used to hold the mail for 5 of them.
    const transport = new MemoryTransport();
    const next = worker({ transport }, connect());
    await next.drain();
    expect(transport.delivered).toHaveLength(0);
    clock.advance(20_000);
    await next.drain();
    const [row] = await rows();
    expect(transport.delivered.map((m) => m.messageId)).toEqual([row?.message_id]);
    expect(row).toMatchObject({ id, status: 'sent', attempts: 2, claimed_by: null });
    stalled.release();
    await inFlight;
  });

  it('a live worker keeps a slow send to itself however long it takes: one mail, sent once', async () => {
    const stalled = new StalledTransport();
    const slow = worker({ transport: stalled }, connect());
    const other = new MemoryTransport();
    const rival = worker({ transport: other }, connect());
    await enqueue(testDb.db, 1);
    const sending = slow.drain();
    await stalled.sending;
    // Ten leases go by; the sender renews its claim as its timer does, the rival looks each time.
    for (let step = 0; step < 30; step++) {
      clock.advance(MAIL_WORKER.claimMs / 3);
      await slow.renewClaims();
      await rival.drain();
    }
    expect(other.delivered).toHaveLength(0);
    stalled.release();
    await sending;
    await rival.drain();
    expect(stalled.delivered).toHaveLength(1);
    expect(other.delivered).toHaveLength(0);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1 }]);
    expect(lines.filter((l) => l.level !== 'info')).toEqual([]);
  });

  it('two workers draining one table at once deliver each mail exactly once', async () => {
    smtp = await startSmtpServer();
    for (let n = 1; n <= 25; n++) await enqueue(testDb.db, n);
    const one = worker({ transport: smtpTransport(smtp), settings: { batch: 4 } }, connect());
    const two = worker({ transport: smtpTransport(smtp), settings: { batch: 4 } }, connect());
    await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);

    const stored = await rows();
    expect(smtp.received).toHaveLength(25);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(stored.map((r) => r.message_id)));
    // One claim per row: no row was ever taken by both.
    expect(stored.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('retries a failed delivery with exponential back-off, logging the row and never the address', async () => {
    const transport = new MemoryTransport(3);
    const w = worker({ transport });
    const id = await enqueue(testDb.db, 1);
    const start = clock.now().getTime();
    let waited = 0;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await w.drain();
      waited += retryDelayMs(attempt);
      expect(await rows()).toMatchObject([
        { status: 'queued', attempts: attempt, next_attempt_at: new Date(start + waited).toISOString() },
      ]);
      // Not a moment early.
      clock.advance(retryDelayMs(attempt) - 1);
      await w.drain();
      expect(transport.delivered).toHaveLength(0);
      clock.advance(1);
    }
    await w.drain();
    expect(transport.delivered).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 4 }]);
    expect([retryDelayMs(1), retryDelayMs(2), retryDelayMs(3)]).toEqual([30_000, 60_000, 120_000]);

    expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual([
      'warn mail failed; will retry',
      'warn mail failed; will retry',
      'warn mail failed; will retry',
      'info mail sent',
    ]);
    expect(lines[0]?.fields).toMatchObject({ mail: id, attempt: 1, error: '451 4.7.1 <[address]>: try again later' });
    expect(lines[3]?.fields).toMatchObject({ mail: id, attempt: 4 });
    expect(JSON.stringify(lines)).not.toContain('@');
  });

  it('gives up after the last try: marked failed, logged as an error without the address', async () => {
    const transport = new MemoryTransport(Number.POSITIVE_INFINITY);
    const w = worker({ transport });
    const id = await enqueue(testDb.db, 1);
    for (let attempt = 1; attempt <= MAIL_WORKER.maxAttempts; attempt++) {
      await w.drain();
      clock.advance(retryDelayMs(attempt));
    }
    await w.drain();
    expect(await rows()).toMatchObject([
      { status: 'failed', attempts: MAIL_WORKER.maxAttempts, text_body: '', html_body: '', claimed_by: null },
    ]);
    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toEqual([
      {
        level: 'error',
        msg: 'mail failed; giving up',
        fields: { mail: id, attempts: MAIL_WORKER.maxAttempts, error: '451 4.7.1 <[address]>: try again later' },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('@');
  });

  it('keeps retrying longer than a code lives, so a mail given up on never blocks a new code', () => {
    let span = 0;
    for (let attempt = 1; attempt < MAIL_WORKER.maxAttempts; attempt++) span += retryDelayMs(attempt);
    expect(span).toBeGreaterThan(LIMITS.codeTtlMs);
  });

  it('sends at once when woken after an enqueue, without waiting for the poll', async () => {
    const transport = new MemoryTransport();
    const w = worker({ transport, settings: { pollMs: 60 * 60_000 } });
    w.start();
    await w.drain();
    await enqueue(testDb.db, 1);
    w.wake();
    await transport.deliveredCount(1);
  });

  it('polls for mails another process queued', async () => {
    const transport = new MemoryTransport();
    const w = worker({ transport, settings: { pollMs: 20 } });
    w.start();
    await w.drain();
    await enqueue(connect(), 1);
    await transport.deliveredCount(1);
    expect(transport.delivered[0]?.subject).toBe('mail 1');
  });

  it('with the outbox folder, a re-send after a crash before the sent-mark writes no second file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qurio-outbox-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: FROM });
      const id = await enqueue(testDb.db, 1);
      const [row] = await rows();
      if (!row) throw new Error('no row');
      const mail = {
        id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
        date: new Date(row.date_added),
      };
      // The crashed try: the file was written, the row never marked sent.
      await createMailTransport(config).deliver(mail);
      const w = worker({ transport: createMailTransport(config) });
      await w.drain();
      expect(lines.map((l) => l.fields.duplicate)).toEqual([true]);
      expect(await readOutbox(dataDir)).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
