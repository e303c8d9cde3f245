/**
 * `npm run bench [-- --users 10000 --answers 1000000 --duration 10 --warmup 2 --connections 100 --no-cache --keep | --reuse DIR]`
 *
 * Seeds a fresh SQLite database, starts the real server on it, and drives the feed calls with
 * autocannon, next to a trivial Fastify route in its own process as the machine's ceiling.
 * Prints requests per second, p50 and p99 latency, and each call's share of the ceiling.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createContext } from '../bootstrap.js';
import { loadConfig, REPO_ROOT } from '../config.js';
import { hashPassword, randomToken, sha256 } from '../lib/crypto.js';
import { loadBenchData } from './bench-data.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

const USERS = arg('users', 10_000);
const ANSWERS = arg('answers', 1_000_000);
const DURATION = arg('duration', 10);
/** Seconds of load before each measurement, not counted: JIT, statement caches, first misses. */
const WARMUP = arg('warmup', 2);
const CONNECTIONS = arg('connections', 100);
/** Measures with the response cache off: what each call costs when it has to run its queries. */
const CACHE = !process.argv.includes('--no-cache');

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

const CEILING_SERVER = `
  const fastify = require(${JSON.stringify(join(REPO_ROOT, 'node_modules/fastify'))})({ logger: false });
  fastify.get('/ceiling', async () => ({ status: 'ok' }));
  fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
}

async function measure(target: Target, token: string) {
  const run = (duration: number) =>
    autocannon({
      url: target.url,
      method: target.method ?? 'GET',
      connections: CONNECTIONS,
      duration,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(target.body ? { body: target.body } : {}),
    });
  await run(WARMUP);
  const result = await run(DURATION);
  const bad = result.non2xx + result.errors + result.timeouts;
  return { name: target.name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad };
}

/** `--reuse DIR`: measure again on a data directory an earlier `--keep` run left, without loading. */
function reusedDir(): string | null {
  const i = process.argv.indexOf('--reuse');
  return i > 0 ? (process.argv[i + 1] ?? null) : null;
}

async function main() {
  const reuse = reusedDir();
  const dataDir = reuse ?? mkdtempSync(join(tmpdir(), 'qurio-bench-'));
  const children: ChildProcess[] = [];
  try {
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }));
    let firstUserId: number;
    if (reuse) {
      const first = await ctx.db.kysely
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'bench0')
        .executeTakeFirstOrThrow();
      firstUserId = first.id;
      console.log(`bench: reusing ${dataDir}`);
    } else {
      console.log(`bench: ${USERS} members, ${ANSWERS} answers, SQLite in ${dataDir}`);
      const started = Date.now();
      // A throwaway database loaded in bulk: no fsync per batch. The server reopens it with FULL sync.
      await sql`pragma synchronous = off`.execute(ctx.db.kysely);
      ({ firstUserId } = await loadBenchData(ctx.db.kysely, USERS, ANSWERS, await hashPassword('bench-password')));
      process.stdout.write('counters and statistics… ');
      await sql`update users set
        follower_count = (select count(*) from follows where followee_id = users.id),
        following_count = (select count(*) from follows where follower_id = users.id),
        answer_count = (select count(*) from questions where user_id = users.id and status = 'answered')`.execute(
        ctx.db.kysely,
      );
      await sql`analyze`.execute(ctx.db.kysely);
      console.log(`done (${Math.round((Date.now() - started) / 1000)} s to load)`);
    }
    const counts = await ctx.db.kysely
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('answers'))
      .where('status', '=', 'answered')
      .executeTakeFirstOrThrow();
    const members = await ctx.db.kysely
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();

    // The viewer follows a typical number of people; the profile is a popular one.
    const viewerId = firstUserId + Math.floor(Number(members.n) / 2);
    const token = randomToken();
    const now = new Date();
    await ctx.db.kysely
      .insertInto('sessions')
      .values({
        user_id: viewerId,
        token_hash: sha256(token),
        created_at: now.toISOString(),
        last_used_at: now.toISOString(),
        expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
        ip: null,
        user_agent: 'bench',
      })
      .execute();
    const popular = await ctx.db.kysely
      .selectFrom('questions')
      .select('id')
      .where('user_id', '=', firstUserId)
      .where('status', '=', 'answered')
      .orderBy('date_answered', 'desc')
      .executeTakeFirstOrThrow();
    await ctx.db.destroy();

    const port = 39000 + Math.floor(Math.random() * 1000);
    const ceilingPort = port + 1;
    children.push(
      spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          RATE_LIMITS: 'off',
          RESPONSE_CACHE: CACHE ? 'on' : 'off',
          DATABASE_URL: '',
          REDIS_URL: '',
        },
        stdio: 'inherit',
      }),
      spawn(process.execPath, ['-e', CEILING_SERVER], {
        env: { ...process.env, PORT: String(ceilingPort) },
        stdio: 'inherit',
      }),
    );
    const base = `http://127.0.0.1:${port}/api`;
    await waitFor(`${base}/health`);
    await waitFor(`http://127.0.0.1:${ceilingPort}/ceiling`);

    const targets: Target[] = [
      { name: 'ceiling (trivial Fastify route)', url: `http://127.0.0.1:${ceilingPort}/ceiling` },
      { name: 'timeline', url: `${base}/timeline` },
      { name: 'explore', url: `${base}/explore`, method: 'POST', body: JSON.stringify({ type: 'paginated', page: 1 }) },
      { name: 'questions (profile)', url: `${base}/questions?username=bench0` },
      { name: 'question', url: `${base}/question?username=bench0&id=${popular.id}` },
      {
        name: 'search (latest)',
        url: `${base}/search`,
        method: 'POST',
        body: JSON.stringify({ term: 'coffee', type: 'latest' }),
      },
      {
        name: 'search (people)',
        url: `${base}/search`,
        method: 'POST',
        body: JSON.stringify({ term: 'bench coffee', type: 'people' }),
      },
    ];
    const results = [];
    for (const target of targets) {
      process.stdout.write(`measuring ${target.name}… `);
      const r = await measure(target, token);
      console.log(`${Math.round(r.rps)} req/s`);
      results.push(r);
    }
    const ceiling = results[0]?.rps ?? 1;
    console.log(
      `\n${counts.answers} answers, ${members.n} members, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up, SQLite, response cache ${CACHE ? 'on' : 'off'}`,
    );
    console.log('| call | req/s | p50 ms | p99 ms | of ceiling | non-2xx/errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${Math.round((r.rps / ceiling) * 100)} % | ${r.bad} |`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    if (!reuse && !process.argv.includes('--keep')) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
