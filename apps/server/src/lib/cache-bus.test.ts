import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createContext } from '../bootstrap.js';
import { type Config, loadConfig, REPO_ROOT } from '../config.js';
import { type AppContext, closeStores } from '../context.js';
import { connectDb } from '../db/connection.js';
import { testDatabaseKind } from '../test/app.js';
import { bearer, type CreatedUser, createUser } from '../test/factories.js';
import { POSTGRES_CHANNEL, PostgresCacheBus } from './cache-bus/postgres.js';
import { RedisCacheBus } from './cache-bus/redis.js';
import { SqliteCacheBus } from './cache-bus/sqlite.js';
import { createReadCaches } from './read-cache.js';

const kind = testDatabaseKind();
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';

async function onPostgres<T>(run: (client: pg.Client) => Promise<T>, url = databaseUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** The environment a second process needs to reach the same database (and Redis). */
  env: Record<string, string>;
  close: () => Promise<void>;
}

/**
 * The server as `npm start` wires it (bootstrap's createContext), on a database another process
 * can open too: a SQLite file, or a fresh PostgreSQL schema named in DATABASE_URL.
 */
async function startServer(redisUrl = ''): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-bus-'));
  let url = '';
  let schema = '';
  if (kind === 'postgres') {
    schema = `test_bus_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await onPostgres((c) => c.query(`CREATE SCHEMA ${schema}`));
    url = `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  }
  const env = { DATA_DIR: dataDir, DATABASE_URL: url, REDIS_URL: redisUrl, LOG_LEVEL: 'silent', RATE_LIMITS: 'off' };
  const config = loadConfig(env);
  const ctx = await createContext(config);
  // The same caches bootstrap made, on a clock that stands still: nothing expires by age, so only
  // the bus can retire what they hold.
  await ctx.caches.bus?.close();
  ctx.caches = createReadCaches(true, () => 0, { redisUrl: config.redisUrl, db: ctx.db });
  await ctx.caches.bus?.ready();
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  return {
    app,
    ctx,
    config,
    env,
    close: async () => {
      // As main.ts shuts down.
      await app.close();
      await ctx.activity.close();
      await ctx.mailWorker.stop();
      await closeStores(ctx);
      await ctx.db.destroy();
      if (schema) await onPostgres((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function timeline(server: Server, token: string) {
  return server.app.inject({ method: 'GET', url: '/api/timeline', headers: bearer(token) });
}

/** A member whose session the server has cached (the second request needs no database). */
async function cachedMember(server: Server): Promise<CreatedUser> {
  const member = await createUser(server.app);
  expect((await timeline(server, member.token)).statusCode).toBe(200);
  expect(server.ctx.caches.viewers.size).toBe(1);
  expect((await timeline(server, member.token)).statusCode).toBe(200);
  return member;
}

/**
 * The next request is refused as a logged-out session. On SQLite without Redis the check runs in
 * the request itself, so the very first one must be; a pushed message (Redis, NOTIFY) may take a
 * few milliseconds to arrive, so those are asked again for up to 1 s.
 */
async function expectRefusedAtOnce(server: Server, token: string) {
  const pushed = server.config.redisUrl !== null || kind === 'postgres';
  const started = Date.now();
  let res = await timeline(server, token);
  while (pushed && res.statusCode !== 401 && Date.now() - started < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    res = await timeline(server, token);
  }
  expect(res.statusCode).toBe(401);
  expect(res.headers['x-access-token']).toBe('false');
}

function runAdmin(env: Record<string, string>, ...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/scripts/admin.ts'), ...args],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`admin exited ${code}: ${stderr}`))));
  });
}

describe(`a suspension made by another process takes effect at once (${kind})`, () => {
  let server: Server | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('npm run admin -- suspend: the member’s next request is refused', async () => {
    server = await startServer();
    const member = await cachedMember(server);
    await runAdmin(server.env, 'suspend', member.username);
    await expectRefusedAtOnce(server, member.token);
  });

  it('a second connection commits the suspension (and NOTIFYs on PostgreSQL)', async () => {
    server = await startServer();
    const member = await cachedMember(server);
    const now = new Date().toISOString();
    const { database } = server.config;
    if (database.kind === 'sqlite') {
      const other = new SQLite(database.file);
      other.prepare(`update users set status = 'suspended' where id = ?`).run(member.id);
      other.prepare('update sessions set revoked_at = ? where user_id = ?').run(now, member.id);
      other.close();
    } else {
      await onPostgres(async (c) => {
        await c.query(`update users set status = 'suspended' where id = $1`, [member.id]);
        await c.query('update sessions set revoked_at = $1 where user_id = $2', [now, member.id]);
        await c.query('select pg_notify($1, $2)', [POSTGRES_CHANNEL, 'another-process']);
      }, server.env.DATABASE_URL);
    }
    await expectRefusedAtOnce(server, member.token);
  });

  // Redis runs on the project's machines and in CI (.ci/run exports TEST_REDIS_URL).
  it.runIf(process.env.TEST_REDIS_URL)('with REDIS_URL, the admin script announces its write on Redis', async () => {
    server = await startServer(process.env.TEST_REDIS_URL);
    expect(server.ctx.caches.bus).toBeInstanceOf(RedisCacheBus);
    const member = await cachedMember(server);
    await runAdmin(server.env, 'suspend', member.username);
    await expectRefusedAtOnce(server, member.token);
  });
});

describe.runIf(kind === 'sqlite')('SQLite bus (pragma data_version)', () => {
  it('another connection’s commit retires an entry and a read under way before they are served; ours do not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qurio-bus-'));
    const file = join(dir, 'q.db');
    const other = new SQLite(file);
    other.exec('create table t (x integer)');
    const db = connectDb({ kind: 'sqlite', file });
    const caches = createReadCaches(true, () => 0, { db });
    try {
      expect(caches.bus).toBeInstanceOf(SqliteCacheBus);
      caches.responses.set('a', 'cached', caches.responses.currentGeneration());
      await sql`insert into t values (1)`.execute(db.kysely);
      expect(caches.responses.get('a')).toBe('cached');

      other.prepare('insert into t values (2)').run();
      expect(caches.responses.get('a')).toBeUndefined();

      let finish: (value: string) => void = () => {};
      const before = caches.responses.getOrRead('b', () => new Promise<string>((resolve) => (finish = resolve)));
      other.prepare('insert into t values (3)').run();
      const after = caches.responses.getOrRead('b', async () => 'read after the commit');
      finish('read before the commit');
      expect([await before, await after]).toEqual(['read before the commit', 'read after the commit']);
    } finally {
      other.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(kind === 'postgres')('PostgreSQL bus (LISTEN/NOTIFY)', () => {
  it('a write announced by one process retires what the others cached, not its own twice', async () => {
    const channel = `qurio_test_${process.pid}_${Date.now()}`;
    let heardByOne = 0;
    let heardByTwo = 0;
    const one = new PostgresCacheBus(databaseUrl, () => (heardByOne += 1), { channel });
    const two = new PostgresCacheBus(databaseUrl, () => (heardByTwo += 1), { channel });
    try {
      await Promise.all([one.ready(), two.ready()]);
      // A burst of writes: at most one NOTIFY waits behind the one under way.
      await Promise.all([one.announceWrite(), one.announceWrite(), one.announceWrite()]);
      await expect.poll(() => heardByTwo, { timeout: 1000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect([heardByOne, heardByTwo]).toEqual([0, 1]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
