import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type AppContext, closeStores, DEFAULT_TOKEN_POLICY, type TokenPolicy } from '../context.js';
import { type ConnectOptions, connectDb } from '../db/connection.js';
import type { Db } from '../db/dialect.js';
import { migrateToLatest } from '../db/migrate.js';
import { createMailer, type Mailer } from '../features/mail/mailer.js';
import { MemoryRateLimiter, NoRateLimiter, type RateLimiter } from '../lib/rate-limit.js';
import { createReadCaches } from '../lib/read-cache.js';

/** Which database this test run uses: `TEST_DB=postgres` with `TEST_DATABASE_URL`, else SQLite in memory. */
export function testDatabaseKind(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

/** A fresh, migrated database: an in-memory SQLite, or a new PostgreSQL schema dropped on close. */
export async function createTestDb(options: ConnectOptions = {}): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testDatabaseKind() === 'sqlite') {
    const db = connectDb({ kind: 'sqlite', file: ':memory:' }, options);
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = connectDb({ kind: 'postgres', url }, { ...options, schema });
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
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
  limiter?: RateLimiter;
  tokens?: Partial<TokenPolicy>;
  config?: Partial<Config>;
  onQuery?: ConnectOptions['onQuery'];
  /** Default: SMTP when `env.SMTP_URL` is given, else the outbox in this test's data directory. */
  mailer?: Mailer;
}

/** The real app on a fresh database and data directory, for `app.inject()` tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-test-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env }),
    ...options.config,
  };
  const { db, drop } = await createTestDb(options.onQuery ? { onQuery: options.onQuery } : {});
  const clock = new TestClock();
  const counters = new MemoryRateLimiter(() => clock.now().getTime());
  // As in production: RATE_LIMITS=off turns the abuse limits off but not the product's counters.
  const limiter = options.limiter ?? (config.rateLimits ? counters : new NoRateLimiter());
  const mailer = options.mailer ?? createMailer(config);
  const ctx: AppContext = {
    config,
    db,
    limiter,
    counters,
    mailer,
    caches: createReadCaches(config.responseCache, () => clock.now().getTime()),
    tokens: { ...DEFAULT_TOKEN_POLICY, ...options.tokens },
    now: clock.now,
  };
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    close: async () => {
      await app.close();
      await mailer.close();
      await closeStores({ limiter, counters });
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
