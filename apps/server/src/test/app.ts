import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type AppContext, closeStores, DEFAULT_TOKEN_POLICY, type TokenPolicy } from '../context.js';
import { type ConnectOptions, connectDb } from '../db/connection.js';
import type { Db } from '../db/dialect.js';
import { migrateToLatest, SCHEMA_CHANGE_LOCK } from '../db/migrate.js';
import type { MailLog, MailTransport } from '../features/mail/mailer.js';
import { createMailWorker, type MailWorkerSettings } from '../features/mail/outbox.js';
import { createNotificationMailer } from '../features/notification-mail/mailer.js';
import type { PushSenders } from '../features/push/sender.js';
import { type PushLog, PushWorker, type PushWorkerSettings } from '../features/push/worker.js';
import { announceDeliveries, QuestionDelivery } from '../features/questions/delivery.js';
import { ActivityRecorder } from '../lib/activity.js';
import { loadAskerSecret } from '../lib/asker-key.js';
import { createPasswordHasher } from '../lib/crypto.js';
import type { EventBus } from '../lib/event-bus.js';
import { MemoryEventBus } from '../lib/event-bus.js';
import { Jobs } from '../lib/jobs.js';
import { LiveAnnouncer } from '../lib/live.js';
import { MemoryRateLimiter, NoRateLimiter, type RateLimiter } from '../lib/rate-limit.js';
import { createStorage } from '../lib/storage/index.js';
import { loadVapidKeys } from '../lib/vapid.js';
import { type StorageDriver, s3TestEnv } from './storage.js';

/** Which database this test run uses: `TEST_DB=postgres` with `TEST_DATABASE_URL`, else SQLite in memory. */
export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface TestDb {
  db: Db;
  /** Another connection to the same database, as a second process opens it (SQLite: `onDisk` only). */
  connect: () => Db;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory SQLite (a temporary file with `onDisk`), or a new
 * PostgreSQL schema dropped on close.
 */
export async function createTestDb(options: ConnectOptions = {}, { onDisk = false } = {}): Promise<TestDb> {
  if (testDatabaseKind() === 'sqlite') {
    const dir = onDisk ? mkdtempSync(join(tmpdir(), 'qurio-db-')) : null;
    const file = dir ? join(dir, 'qurio.db') : ':memory:';
    const db = dir
      ? connectDb({ kind: 'sqlite', file }, options)
      : connectDb({ kind: 'sqlite', file }, { ...options, sqliteImage: await migratedSqliteImage() });
    if (dir) await migrateToLatest(db);
    return {
      db,
      connect: () => {
        if (!dir) throw new Error('an in-memory database has no second connection: pass { onDisk: true }');
        return connectDb({ kind: 'sqlite', file }, options);
      },
      drop: async () => {
        await db.destroy();
        if (dir) rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = await takeSchema(url);
  const db = connectDb({ kind: 'postgres', url }, { ...options, schema });
  return {
    db,
    connect: () => connectDb({ kind: 'postgres', url }, { ...options, schema }),
    drop: async () => {
      const reset = await resetThroughOwnConnection(db, schema).catch(() => false);
      await db.destroy();
      if (!reset) await giveBackSchema(url, schema);
    },
  };
}

let sqliteImage: Promise<Buffer> | undefined;
/**
 * One database migrated per test process, serialized; each in-memory test database opens a copy.
 * A file on disk (`onDisk`) is still migrated as production migrates it.
 */
function migratedSqliteImage(): Promise<Buffer> {
  sqliteImage ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qurio-db-image-'));
    const file = join(dir, 'qurio.db');
    try {
      const db = connectDb({ kind: 'sqlite', file });
      await migrateToLatest(db);
      await db.destroy();
      // Closing the last connection checkpoints the WAL into the file. The header still says WAL
      // (bytes 18 and 19 are 2), which an in-memory image cannot open: say rollback journal (1).
      const image = readFileSync(file);
      image[18] = 1;
      image[19] = 1;
      return image;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
  return sqliteImage;
}

/**
 * PostgreSQL test schemas are reused within a test file. Migrating a fresh schema costs about 250 ms
 * (dozens of tables and indexes); emptying a used one and putting back what the migrations wrote
 * (rows they insert, sequence positions such as the prompts' ids from one billion) costs a few. A
 * schema whose tables or indexes a test changed is dropped, never reused.
 */
interface SchemaSnapshot {
  /** The tables the suite's data lives in (the migrator's own tables excluded). */
  tables: string[];
  /** Rows the migrations left, by table, as JSON. */
  rows: Record<string, unknown[]>;
  sequences: { name: string; value: string | null; start: string }[];
  /** Columns and indexes: a schema whose shape differs is not put back in the pool. */
  shape: string;
}

const freeSchemas: string[] = [];
let snapshot: SchemaSnapshot | null = null;

async function withAdmin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function schemaShape(client: pg.Client, schema: string): Promise<string> {
  const { rows } = await client.query<{ shape: string }>(
    `select (select count(*) from information_schema.columns where table_schema = $1) || '/' ||
            (select count(*) from pg_indexes where schemaname = $1) as shape`,
    [schema],
  );
  return rows[0]?.shape ?? '';
}

async function takeSnapshot(client: pg.Client, schema: string): Promise<SchemaSnapshot> {
  const tables = (
    await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = $1 and tablename not like 'kysely_migration%' order by 1",
      [schema],
    )
  ).rows.map((row) => row.name);
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const found = (await client.query(`select * from ${schema}."${table}"`)).rows;
    if (found.length > 0) rows[table] = found;
  }
  const sequences = (
    await client.query<{ name: string; value: string | null; start: string }>(
      'select sequencename as name, last_value::text as value, start_value::text as start from pg_sequences where schemaname = $1',
      [schema],
    )
  ).rows;
  return { tables, rows, sequences, shape: await schemaShape(client, schema) };
}

async function takeSchema(url: string): Promise<string> {
  const pooled = freeSchemas.pop();
  if (pooled) return pooled;
  const schema = `${inject('testSchemaPrefix') ?? 'test_'}${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const db = connectDb({ kind: 'postgres', url }, { schema });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  snapshot ??= await withAdmin(url, (client) => takeSnapshot(client, schema));
  return schema;
}

/**
 * Empties a used schema and puts back what the migrations wrote, in one round trip. DELETE, not
 * TRUNCATE: on tables of a few rows it is several times cheaper (TRUNCATE makes new files for every
 * table and index); with the foreign-key triggers off for the transaction (replica role), the order
 * of the tables does not matter.
 */
function resetStatements(known: SchemaSnapshot, schema: string, literal: (value: string) => string): string {
  return [
    'begin',
    'set local session_replication_role = replica',
    ...known.tables.map((table) => `delete from ${schema}."${table}"`),
    ...Object.entries(known.rows).map(
      ([table, rows]) =>
        `insert into ${schema}."${table}" select * from json_populate_recordset(null::${schema}."${table}", ${literal(JSON.stringify(rows))})`,
    ),
    ...known.sequences.map(
      (sequence) =>
        `select setval(${literal(`${schema}."${sequence.name}"`)}, ${literal(sequence.value ?? sequence.start)}, ${sequence.value !== null})`,
    ),
    'commit',
  ].join(';\n');
}

/**
 * The same through the test's own connection while it is still open (a new connection per test
 * cost about as much as the reset): true when the schema was put back in the pool.
 */
async function resetThroughOwnConnection(db: Db, schema: string): Promise<boolean> {
  const known = snapshot;
  if (!known) return false;
  const shape = await sql<{
    shape: string;
  }>`select (select count(*) from information_schema.columns where table_schema = ${schema}) || '/' || (select count(*) from pg_indexes where schemaname = ${schema}) as shape`.execute(
    db.kysely,
  );
  if (shape.rows[0]?.shape !== known.shape) return false;
  await sql.raw(resetStatements(known, schema, (value) => `'${value.replaceAll("'", "''")}'`)).execute(db.kysely);
  freeSchemas.push(schema);
  return true;
}

async function giveBackSchema(url: string, schema: string): Promise<void> {
  await withAdmin(url, async (client) => {
    const known = snapshot;
    if (known && (await schemaShape(client, schema)) === known.shape) {
      await client.query(resetStatements(known, schema, (value) => client.escapeLiteral(value)));
      freeSchemas.push(schema);
      return;
    }
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
  });
}

/** A clock the test moves by hand, so expiry and rate windows are tested without waiting. */
export class TestClock {
  constructor(public current = new Date('2026-11-22T12:00:00.000Z')) {}
  now = () => new Date(this.current);
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Default disk; `s3`: a new bucket on the run's loopback S3 server (test/storage.ts). */
  storage?: StorageDriver;
  limiter?: RateLimiter;
  tokens?: Partial<TokenPolicy>;
  config?: Partial<Config>;
  onQuery?: ConnectOptions['onQuery'];
  /** Default: SMTP when `env.SMTP_URL` is given, else the outbox folder in this test's data directory. */
  mailTransport?: MailTransport;
  mailLog?: MailLog;
  /** Default true: queued mails go out at once; tests wait for them with `ctx.mailWorker.drain()`. */
  startMailWorker?: boolean;
  mailWorkerSettings?: Partial<MailWorkerSettings>;
  /** Default: none configured, so every push is dropped; tests send with `ctx.pushWorker.drain()`. */
  pushSenders?: Partial<PushSenders>;
  pushLog?: PushLog;
  pushWorkerSettings?: Partial<PushWorkerSettings>;
  /** Default: no request log. */
  logger?: NonNullable<Parameters<typeof buildApp>[1]>['logger'];
  /** The live updates' bus; default in memory (a Redis one joins processes in a test). */
  bus?: EventBus;
  /** Heartbeat and buffer bound of the live streams (features/live). */
  live?: NonNullable<Parameters<typeof buildApp>[1]>['live'];
  /** Shorter HTTP timeouts (lib/http-server.ts). */
  timeouts?: NonNullable<Parameters<typeof buildApp>[1]>['timeouts'];
  /** Default: the server's own (features/ssr/server-render.ts). */
  renderTimeoutMs?: number;
}

/** The real app on a fresh database and data directory, for `app.inject()` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PASSWORD_HASHING: 'fast',
      // No web build unless a test gives one: apps/web/dist may be half written by a build running
      // beside the suite (npm test), and a test must not depend on whether one exists.
      WEB_DIR: join(dataDir, 'no-web-build'),
      // Questions arrive at once unless a test is about the random delay (features/questions/delivery.ts)
      // and sets QUESTION_DELAY_MINUTES itself.
      QUESTION_DELAY_MINUTES: '0',
      ...(options.storage === 's3' ? await s3TestEnv() : {}),
      ...options.env,
    }),
    ...options.config,
  };
  const { db, drop } = await createTestDb(options.onQuery ? { onQuery: options.onQuery } : {});
  const clock = new TestClock();
  const counters = new MemoryRateLimiter(() => clock.now().getTime());
  // As in production: RATE_LIMITS=off turns the abuse limits off but not the product's counters.
  const limiter = options.limiter ?? (config.rateLimits ? counters : new NoRateLimiter());
  const mailWorker = createMailWorker(config, db, {
    now: clock.now,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
    ...(options.mailLog ? { log: options.mailLog } : {}),
    ...(options.mailWorkerSettings ? { settings: options.mailWorkerSettings } : {}),
  });
  // Not started: a test sends the queued pushes with `ctx.pushWorker.drain()`.
  const pushWorker = new PushWorker({
    db: db.kysely,
    senders: { android: null, ios: null, web: null, ...options.pushSenders },
    now: clock.now,
    ...(options.pushLog ? { log: options.pushLog } : {}),
    ...(options.pushWorkerSettings ? { settings: options.pushWorkerSettings } : {}),
  });
  const askerSecret = loadAskerSecret(config);
  const ctx: AppContext = {
    config,
    db,
    limiter,
    counters,
    storage: await createStorage(config.storage, config.dataDir),
    mailWorker,
    // Not started: a test mails what is due with `ctx.notificationMailer.run()`.
    notificationMailer: createNotificationMailer(
      { db: db.kysely, config, secret: askerSecret, now: clock.now },
      mailWorker,
    ),
    pushWorker,
    // Not started: a test delivers what is due with `ctx.questionDelivery.run()` after moving its clock.
    questionDelivery: new QuestionDelivery({
      db: db.kysely,
      now: clock.now,
      announce: (deliveries) => announceDeliveries(ctx, deliveries),
    }),
    tokens: { ...DEFAULT_TOKEN_POLICY, ...options.tokens },
    passwords: createPasswordHasher(config.passwordHashing),
    // Not started: a test writes what was noted with `ctx.activity.flush()` when it needs it.
    activity: new ActivityRecorder(() => db.kysely),
    jobs: new Jobs((error) => {
      throw error;
    }),
    live: new LiveAnnouncer(options.bus ?? new MemoryEventBus((error) => console.error(error)), (error) =>
      console.error(error),
    ),
    askerSecret,
    vapid: loadVapidKeys(config),
    now: clock.now,
  };
  const app = await buildApp(ctx, {
    logger: options.logger ?? false,
    ...(options.live ? { live: options.live } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.renderTimeoutMs ? { renderTimeoutMs: options.renderTimeoutMs } : {}),
  });
  await app.ready();
  if (options.startMailWorker !== false) mailWorker.start();
  return {
    app,
    ctx,
    clock,
    close: async () => {
      await app.close();
      await ctx.jobs.drain();
      await ctx.activity.close();
      await ctx.questionDelivery.stop();
      await ctx.notificationMailer.stop();
      await mailWorker.stop();
      await pushWorker.stop();
      await closeStores({ limiter, counters, live: ctx.live });
      ctx.storage.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
