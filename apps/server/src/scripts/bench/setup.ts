import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { createContext } from '../../bootstrap.js';
import { loadConfig, REPO_ROOT } from '../../config.js';
import { postgresDialect, sqliteDialect } from '../../db/dialect.js';
import { reindexAnswers, reindexUsers } from '../../db/search.js';
import type { Database } from '../../db/types.js';
import { createPasswordHasher, randomToken, sha256 } from '../../lib/crypto.js';
import { FOLLOWING_MAX, FOLLOWING_MIN, loadBenchData } from '../bench-data.js';
import { seededRandom } from '../seed.js';
import type { Options } from './options.js';

/** What the workloads need to know about the data: who browses, and what they may act on. */
export interface BenchData {
  dataDir: string;
  /** True when this run made the data directory (removed at the end unless --keep). */
  madeDataDir: boolean;
  sizes: {
    answers: number;
    members: number;
    follows: number;
    notifications: number;
    viewers: number;
    meanFollowed: number;
  };
  /** The browsing members: id, bearer token, whom they follow, what they liked, their pending questions. */
  viewers: Array<{ id: number; token: string; following: Set<number>; liked: Set<number>; pending: Set<number> }>;
  /** Every member, in load order: low ids are the popular ones. */
  profiles: Array<{ id: number; username: string }>;
  /** A random sample of answers (id and the owner's username). */
  answers: Array<{ id: number; username: string }>;
}

type Bootstrap = { createContext: typeof createContext; loadConfig: typeof loadConfig };

/**
 * The server code that creates the schema: this checkout's, or with --server-root the other
 * checkout's, so its server finds exactly the migrations it knows (Kysely refuses a database
 * that ran migrations it does not have).
 */
async function bootstrapOf(root: string): Promise<Bootstrap> {
  if (root === REPO_ROOT) return { createContext, loadConfig };
  const from = (file: string) => import(pathToFileURL(join(root, 'apps/server/src', file)).href);
  const [boot, config] = await Promise.all([from('bootstrap.ts'), from('config.ts')]);
  return { createContext: boot.createContext, loadConfig: config.loadConfig };
}

/** Runs SQL on the PostgreSQL server of `url`, in its database or in another one. */
async function onPostgres(url: string, statements: string[], database?: string) {
  const target = new URL(url);
  if (database) target.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty `public` schema in the database of `url`, creating the database if needed. */
async function freshPostgres(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error('--database must name a database (letters, digits, _)');
  try {
    await onPostgres(url, ['select 1']);
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    await onPostgres(url, [`create database ${name}`], 'postgres');
  }
  await onPostgres(url, ['drop schema if exists public cascade', 'create schema public']);
}

async function count(db: Kysely<Database>, table: 'users' | 'follows' | 'notifications'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function loadData(db: Kysely<Database>, options: Options, postgres: boolean) {
  const label = postgres ? `PostgreSQL (${new URL(options.database ?? '').pathname.slice(1)})` : 'SQLite';
  console.log(`bench: ${options.users} members, ${options.answers} answers, ${label}`);
  const started = Date.now();
  // A throwaway database loaded in bulk: no fsync per batch. The server reopens SQLite with FULL
  // sync; PostgreSQL's setting is put back before the server starts.
  if (!postgres) await sql`pragma synchronous = off`.execute(db);
  await loadBenchData(
    db,
    options.users,
    options.answers,
    await createPasswordHasher('standard').hash('bench-password'),
    options.media,
  );
  process.stdout.write('search index… ');
  // Rows loaded in bulk skip the server's indexing (db/search.ts indexAnswer, indexUser).
  await reindexAnswers(db, postgres ? postgresDialect : sqliteDialect);
  await reindexUsers(db, postgres ? postgresDialect : sqliteDialect);
  process.stdout.write('counters and statistics… ');
  await sql`update users set
    follower_count = (select count(*) from follows where followee_id = users.id),
    following_count = (select count(*) from follows where follower_id = users.id),
    answer_count = (select count(*) from questions where user_id = users.id and status = 'answered'),
    pending_count = (select count(*) from questions where user_id = users.id and status = 'pending')`.execute(db);
  // Row counts for the planner (sqlite_stat1); a SQLite server drops the stat4 samples this also
  // leaves when it opens the database (db/connection.ts: they made every read recompile).
  await sql`analyze`.execute(db);
  console.log(`done (${Math.round((Date.now() - started) / 1000)} s to load)`);
}

/** Loads the data set (or finds the one --reuse names), makes the viewers' sessions and reads their state. */
export async function prepareData(options: Options): Promise<BenchData> {
  const madeDataDir = options.reuse?.dir == null;
  const dataDir = options.reuse?.dir ?? mkdtempSync(join(tmpdir(), 'qurio-bench-'));
  const postgres = options.database !== null;
  const load = options.reuse === null;
  try {
    if (postgres && load) {
      await freshPostgres(options.database as string);
      const name = new URL(options.database as string).pathname.slice(1);
      await onPostgres(options.database as string, [`alter database ${name} set synchronous_commit = off`]);
    }
    return { dataDir, madeDataDir, ...(await loadAndRead(options, dataDir, postgres, load)) };
  } catch (error) {
    if (madeDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function loadAndRead(options: Options, dataDir: string, postgres: boolean, load: boolean) {
  const boot = await bootstrapOf(options.serverRoot);
  const ctx = await boot.createContext(
    boot.loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: options.database ?? '',
      LOG_LEVEL: 'warn',
      RESPONSE_CACHE: 'off',
      RATE_LIMITS: 'off',
    }),
  );
  const db = ctx.db.kysely;
  try {
    if (load) await loadData(db, options, postgres);
    else console.log(`bench: reusing ${postgres ? options.database : dataDir}`);
    return await readState(db, options);
  } finally {
    await ctx.db.destroy();
    if (postgres && load) {
      const name = new URL(options.database as string).pathname.slice(1);
      await onPostgres(options.database as string, [`alter database ${name} reset synchronous_commit`]);
    }
  }
}

async function readState(db: Kysely<Database>, options: Options): Promise<Omit<BenchData, 'dataDir' | 'madeDataDir'>> {
  // The members who browse: active, each following a realistic number of people, in a fixed
  // shuffled order so two runs on one data set use the same members.
  const eligible = await db
    .selectFrom('users')
    .select(['id', 'following_count'])
    .where('status', '=', 'active')
    .where('following_count', '>=', FOLLOWING_MIN)
    .where('following_count', '<=', FOLLOWING_MAX)
    .orderBy('id')
    .execute();
  const shuffle = seededRandom(11);
  for (let i = eligible.length - 1; i > 0; i--) {
    const j = Math.floor(shuffle() * (i + 1));
    [eligible[i], eligible[j]] = [eligible[j] as (typeof eligible)[number], eligible[i] as (typeof eligible)[number]];
  }
  const browsing = eligible.slice(0, options.members);
  if (browsing.length === 0) throw new Error('no member follows 20–200 people: load more --users');
  if (browsing.length < options.members) console.log(`bench: only ${browsing.length} members follow 20–200 people`);
  const now = new Date();
  const tokens = browsing.map(() => randomToken());
  for (let i = 0; i < browsing.length; i += 500) {
    await db
      .insertInto('sessions')
      .values(
        browsing.slice(i, i + 500).map((m, k) => ({
          user_id: m.id,
          token_hash: sha256(tokens[i + k] as string),
          created_at: now.toISOString(),
          signed_in_at: now.toISOString(),
          last_used_at: now.toISOString(),
          expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
          ip: null,
          user_agent: 'bench',
        })),
      )
      .execute();
  }
  const viewers = browsing.map((m, i) => ({
    id: m.id,
    token: tokens[i] as string,
    following: new Set<number>(),
    liked: new Set<number>(),
    pending: new Set<number>(),
  }));
  const byId = new Map(viewers.map((v) => [v.id, v]));
  // What each viewer may toggle or answer, as the database has it now (an earlier run on this
  // data set liked, followed and answered too).
  for (let i = 0; i < viewers.length; i += 500) {
    const ids = viewers.slice(i, i + 500).map((v) => v.id);
    for (const f of await db
      .selectFrom('follows')
      .select(['follower_id', 'followee_id'])
      .where('follower_id', 'in', ids)
      .execute())
      byId.get(f.follower_id)?.following.add(f.followee_id);
    for (const l of await db
      .selectFrom('likes')
      .select(['user_id', 'question_id'])
      .where('user_id', 'in', ids)
      .execute())
      byId.get(l.user_id)?.liked.add(l.question_id);
    for (const q of await db
      .selectFrom('questions')
      .select(['id', 'user_id'])
      .where('user_id', 'in', ids)
      .where('status', '=', 'pending')
      .where('filtered', '=', 0)
      .execute())
      byId.get(q.user_id)?.pending.add(q.id);
  }
  // Profiles are visited as they are followed: popular ones far more often (ids in load order).
  const profiles = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const answers = await db
    .selectFrom('questions as q')
    .innerJoin('users as u', 'u.id', 'q.user_id')
    .select(['q.id', 'u.username'])
    .where('q.status', '=', 'answered')
    .where('u.status', '=', 'active')
    .orderBy(sql`random()`)
    .limit(5000)
    .execute();
  const answered = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'answered')
    .executeTakeFirstOrThrow();
  return {
    sizes: {
      answers: Number(answered.n),
      members: await count(db, 'users'),
      follows: await count(db, 'follows'),
      notifications: await count(db, 'notifications'),
      viewers: viewers.length,
      meanFollowed: viewers.reduce((sum, v) => sum + v.following.size, 0) / viewers.length,
    },
    viewers,
    profiles,
    answers,
  };
}
