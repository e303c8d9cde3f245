import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDb } from './db/connection.js';
import type { Db } from './db/dialect.js';
import { SCHEMA_CHANGE_LOCK } from './db/migrate.js';
import { recountCounters } from './db/recount.js';
import type { Database } from './db/types.js';
import { sha256 } from './lib/crypto.js';
import { startServer } from './test/server-process.js';

/**
 * The crash test of the standing attack suite: the real server process under a write loop of
 * several concurrent writers, `kill -9` at a random moment, restart, and every write that was
 * acknowledged (2xx received) must be there, the database intact and the denormalised counters
 * equal to the rows they count. Runs on a SQLite file and on a fresh PostgreSQL schema.
 * CRASH_SEED replays a run's choices (kill moments, operations); CRASH_ROUNDS changes the count.
 */
// As test/app.ts's testDatabaseKind(), without importing the whole app into a test that only spawns it.
const KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 24);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 32));
const WRITERS = 4;
const MEMBERS = 8;
const PASSWORD = 'secret1';
const CHECKS = {
  sqlite: 'integrity_check, foreign_key_check and counters against recount.ts',
  postgres: 'counters against recount.ts',
};

/** mulberry32: small, seedable, good enough to pick moments and operations. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rng: () => number, items: readonly T[]): T | undefined => items[Math.floor(rng() * items.length)];

// ---- The server process ------------------------------------------------------------------------

/** Server processes still alive, killed after the test whatever happened. */
const running = new Set<ChildProcess>();

interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the test reads a few known fields of each response
  body: any;
}

/** One HTTP call; null when no answer came back (the process died with the request in flight). */
async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
  token?: string,
): Promise<Reply | null> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${base}/api${path}`, {
      method,
      headers,
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return null;
  }
  // The status line alone is the acknowledgement: the server answers only after its commit.
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json };
}

// ---- The ledger of acknowledged writes ---------------------------------------------------------

interface Member {
  id: number;
  username: string;
  token: string;
}
type Ack =
  | { kind: 'signup'; round: number; member: Member }
  | { kind: 'ask'; round: number; recipientId: number; text: string }
  | { kind: 'answer'; round: number; questionId: number; text: string }
  | { kind: 'like'; round: number; questionId: number; userId: number }
  | { kind: 'follow'; round: number; followerId: number; followeeId: number };

class Load {
  acks: Ack[] = [];
  members: Member[] = [];
  inFlight = 0;
  rejected = 0;
  serverErrors: string[] = [];
  anomalies: string[] = [];
  private seq = 0;
  /** Pairs and questions a request has touched: a like or follow toggles, so each is sent once only. */
  private touched = new Set<string>();
  private recipients = new Set<number>();
  private answered: Array<{ id: number; ownerId: number }> = [];
  /** Resolved once the ledger holds `count` acknowledgments (ackedAtLeast). */
  private ackWaiters: Array<{ count: number; resolve: () => void }> = [];

  constructor(
    public base = '',
    public round = 0,
    public stopped = false,
  ) {}

  private next = () => ++this.seq;
  private claim(key: string): boolean {
    if (this.touched.has(key)) return false;
    this.touched.add(key);
    return true;
  }

  /** A write: the ledger keeps it if a 2xx came back, counts it as in flight if nothing did. */
  private async write(path: string, body: object, token: string | undefined, onAck: (r: Reply) => Ack | null) {
    const reply = await call(this.base, 'POST', path, body, token);
    if (!reply) {
      this.inFlight++;
      return;
    }
    if (reply.status >= 500) this.serverErrors.push(`${path} ${reply.status} ${JSON.stringify(reply.body)}`);
    if (reply.status < 200 || reply.status >= 300) {
      this.rejected++;
      return;
    }
    const ack = onAck(reply);
    if (!ack) return;
    this.acks.push(ack);
    this.ackWaiters = this.ackWaiters.filter((waiter) => {
      if (this.acks.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  }

  /** Waits until `count` writes in all have been acknowledged. */
  ackedAtLeast(count: number): Promise<void> {
    if (this.acks.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.ackWaiters.push({ count, resolve }));
  }

  async signUp(): Promise<void> {
    const username = `crash${this.next()}`;
    await this.write(
      '/register',
      {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        password_repeat: PASSWORD,
        accept_terms: true,
        confirm_age: true,
      },
      undefined,
      (r) => {
        const member = { id: Number(r.body?.data?.id), username, token: String(r.body?.data?.access_token) };
        this.members.push(member);
        return { kind: 'signup', round: this.round, member };
      },
    );
  }

  async ask(rng: () => number): Promise<void> {
    const recipient = pick(rng, this.members);
    if (!recipient) return;
    // A quarter of the asks come from guests; asking oneself is refused, so that one asks as a guest too.
    const member = rng() < 0.25 ? undefined : pick(rng, this.members);
    const asker = member?.id === recipient.id ? undefined : member;
    const text = `Crash round ${this.round}, question ${this.next()}: what did you keep?`;
    this.recipients.add(recipient.id);
    const body = { user_id: recipient.id, question: text, ...(asker ? { anonymous: rng() < 0.5 } : {}) };
    await this.write('/ask', body, asker?.token, () => ({
      kind: 'ask',
      round: this.round,
      recipientId: recipient.id,
      text,
    }));
  }

  async answer(rng: () => number): Promise<void> {
    const owner = pick(
      rng,
      this.members.filter((m) => this.recipients.has(m.id)),
    );
    if (!owner) return this.ask(rng);
    const inbox = await call(this.base, 'GET', '/myQuestions', undefined, owner.token);
    const open: Array<{ id: number }> = (inbox?.body?.questions ?? []).filter(
      (q: { id: number }) => !this.touched.has(`q:${q.id}`),
    );
    const question = pick(rng, open);
    if (!question || !this.claim(`q:${question.id}`)) return this.ask(rng);
    const text = `Kept through crash ${this.round}, answer ${this.next()}.`;
    await this.write('/answer', { question_id: question.id, answer: text }, owner.token, () => {
      this.answered.push({ id: question.id, ownerId: owner.id });
      return { kind: 'answer', round: this.round, questionId: question.id, text };
    });
  }

  async like(rng: () => number): Promise<void> {
    const question = pick(rng, this.answered);
    const liker = pick(rng, this.members);
    if (!question || !liker || liker.id === question.ownerId) return this.ask(rng);
    if (!this.claim(`like:${question.id}:${liker.id}`)) return this.ask(rng);
    await this.write('/likeQuestion', { id: question.id }, liker.token, (r) => {
      if (r.body?.liked !== true) this.anomalies.push(`like ${question.id} by ${liker.id} answered liked=false`);
      return { kind: 'like', round: this.round, questionId: question.id, userId: liker.id };
    });
  }

  async follow(rng: () => number): Promise<void> {
    const [a, b] = [pick(rng, this.members), pick(rng, this.members)];
    if (!a || !b || a.id === b.id || !this.claim(`follow:${a.id}:${b.id}`)) return this.ask(rng);
    await this.write('/follow', { user_id: b.id }, a.token, (r) => {
      if (r.body?.following !== true) this.anomalies.push(`follow ${a.id}→${b.id} answered following=false`);
      return { kind: 'follow', round: this.round, followerId: a.id, followeeId: b.id };
    });
  }

  /** One writer: a mix of sign-ups (argon2, so rarer), asks, answers, likes and follows. */
  async writer(rng: () => number): Promise<void> {
    while (!this.stopped) {
      // Every turn yields to the timers, so the kill fires on time whatever the turn did.
      await new Promise((r) => setImmediate(r));
      const r = rng();
      if (r < 0.07) await this.signUp();
      else if (r < 0.4) await this.ask(rng);
      else if (r < 0.62) await this.answer(rng);
      else if (r < 0.84) await this.like(rng);
      else await this.follow(rng);
    }
  }
}

// ---- The database, read directly ---------------------------------------------------------------

type Row = Record<string, unknown>;
interface Target {
  env: Record<string, string>;
  /** SQLite: a fresh connection per audit, as a restarted process would open; PostgreSQL: one pool. */
  withDb: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  /** SQLite: integrity_check and foreign_key_check; PostgreSQL keeps its own (nothing to ask). */
  integrity: (db: Db) => Promise<string[]>;
  cleanup: () => Promise<void>;
}

const rows = async (db: Db, text: string): Promise<Row[]> => (await sql.raw<Row>(text).execute(db.kysely)).rows;

/**
 * The servers here serve the API only: with a web build beside them (`npm test` builds one while this
 * runs), every start would also load the server render and warm it up, on the load's time. That is
 * no part of what a crash can lose, and cost 25 % more CPU (64 against 50 CPU-s, 48 against 37 s).
 */
/**
 * No web build; and anonymous questions wait for their random delay (issue 33), so an acknowledged
 * ask may be a question delivered or one still waiting in sent_questions: either must survive.
 */
const NO_WEB_BUILD = (dataDir: string) => ({
  WEB_DIR: join(dataDir, 'no-web-build'),
  QUESTION_DELAY_MINUTES: '30',
});

function sqliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-crash-'));
  const file = join(dataDir, 'qurio.db');
  return {
    // No DATABASE_URL: the default file, DATA_DIR/qurio.db.
    env: { DATA_DIR: dataDir, DATABASE_URL: '', ...NO_WEB_BUILD(dataDir) },
    withDb: async (fn) => {
      const db = connectDb({ kind: 'sqlite', file });
      try {
        return await fn(db);
      } finally {
        await db.destroy();
      }
    },
    integrity: async (db) => [
      ...(await rows(db, 'pragma integrity_check')).map((r) => String(r.integrity_check)).filter((r) => r !== 'ok'),
      ...(await rows(db, 'pragma foreign_key_check')).map((r) => `foreign key: ${JSON.stringify(r)}`),
    ],
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-crash-'));
  const schema = `crash_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  // The server process is pointed at the schema through the URL (libpq's `options` parameter).
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  const db = connectDb({ kind: 'postgres', url }, { schema });
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: serverUrl.toString(), ...NO_WEB_BUILD(dataDir) },
    withDb: (fn) => fn(db),
    integrity: async () => [],
    cleanup: async () => {
      await db.destroy();
      await admin.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

class Rollback extends Error {}

/** Every column recountCounters() rebuilds. */
const COUNTERS = [
  ['users', 'follower_count, following_count, answer_count, pending_count'],
  ['questions', 'like_count, rank_at'],
  ['prompts', 'answer_count'],
] as const;

/**
 * Counters that differ from what recount.ts (the definition of every denormalised counter) would
 * rebuild from the rows: recounted inside a transaction that is then rolled back.
 */
async function counterDrift(db: Db): Promise<string[]> {
  const read = async (k: Kysely<Database>) => {
    const all: Row[] = [];
    for (const [table, columns] of COUNTERS) {
      const rows = await sql.raw<Row>(`select id, ${columns} from ${table} order by id`).execute(k);
      all.push(...rows.rows.map((r) => ({ table, ...r })));
    }
    return all;
  };
  let drift: string[] = [];
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const kept = await read(trx);
      await recountCounters(trx);
      const recounted = await read(trx);
      drift = kept.flatMap((row, i) => {
        const want: Row = recounted[i] ?? {};
        return Object.entries(row)
          .filter(([column, value]) => String(value) !== String(want[column]))
          .map(([column, value]) => `${row.table} ${row.id}: ${column} ${value}, recounted ${want[column]}`);
      });
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return drift;
}

/** Every acknowledged write that the database no longer holds, and any damage or counter drift. */
async function audit(target: Target, acks: readonly Ack[]): Promise<{ lost: string[]; damage: string[] }> {
  return target.withDb(async (db) => {
    const users = new Map((await rows(db, 'select id, username_lower from users')).map((r) => [r.username_lower, r]));
    const sessions = new Set((await rows(db, 'select token_hash from sessions')).map((r) => String(r.token_hash)));
    const questions = await rows(db, 'select id, user_id, question, answer, status from questions');
    const byId = new Map(questions.map((q) => [Number(q.id), q]));
    const waiting = await rows(db, 'select user_id, question from sent_questions where deliver_at is not null');
    const asked = new Set([...questions, ...waiting].map((q) => `${q.user_id}|${q.question}`));
    const likes = new Set(
      (await rows(db, 'select question_id, user_id from likes')).map((r) => `${r.question_id}|${r.user_id}`),
    );
    const follows = new Set(
      (await rows(db, 'select follower_id, followee_id from follows')).map((r) => `${r.follower_id}|${r.followee_id}`),
    );
    const lost = acks.flatMap((a): string[] => {
      const where = `(round ${a.round})`;
      switch (a.kind) {
        case 'signup': {
          const { member } = a;
          if (Number(users.get(member.username.toLowerCase())?.id) !== member.id)
            return [`sign-up ${member.username} ${where}`];
          return sessions.has(sha256(member.token)) ? [] : [`session of sign-up ${member.username} ${where}`];
        }
        case 'ask':
          return asked.has(`${a.recipientId}|${a.text}`) ? [] : [`question to ${a.recipientId} "${a.text}" ${where}`];
        case 'answer': {
          const q = byId.get(a.questionId);
          return q?.status === 'answered' && q.answer === a.text ? [] : [`answer to question ${a.questionId} ${where}`];
        }
        case 'like':
          return likes.has(`${a.questionId}|${a.userId}`) ? [] : [`like of ${a.questionId} by ${a.userId} ${where}`];
        default: // follow
          return follows.has(`${a.followerId}|${a.followeeId}`)
            ? []
            : [`follow ${a.followerId}→${a.followeeId} ${where}`];
      }
    });
    return { lost, damage: [...(await target.integrity(db)), ...(await counterDrift(db))] };
  });
}

// ---- The test ----------------------------------------------------------------------------------

describe(`the server process under kill -9 (${KIND})`, () => {
  const targetReady = KIND === 'postgres' ? postgresTarget() : Promise.resolve(sqliteTarget());
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await (await targetReady).cleanup();
  });

  it(`keeps every acknowledged write through ${ROUNDS} crashes mid-load, intact and with true counters`, {
    timeout: 300_000,
  }, async () => {
    const target = await targetReady;
    const started = Date.now();
    const rng = prng(SEED);
    const load = new Load();
    const lost = new Set<string>();
    const damage: string[] = [];
    console.log(`crash test on ${KIND}: seed ${SEED} (CRASH_SEED=${SEED} replays the choices), ${ROUNDS} rounds`);

    let server = await startServer(target.env, running);
    for (let round = 1; round <= ROUNDS; round++) {
      load.base = server.base;
      load.round = round;
      load.stopped = false;
      // One long-lived member set, signed up before the first crash; later sign-ups join it.
      for (let tries = 0; load.members.length < MEMBERS; tries++) {
        if (tries > MEMBERS * 2) throw new Error(`cannot sign the members up:\n${server.output()}`);
        await load.signUp();
      }
      const delay = 50 + Math.floor(rng() * 551);
      const before = load.acks.length;
      const writers = Array.from({ length: WRITERS }, () => load.writer(prng(Math.floor(rng() * 2 ** 32))));
      // The random moment counts from the round's first acknowledged write (or 2 s at most): on a
      // loaded machine the restarted server's first answers took much of a short delay.
      await Promise.race([load.ackedAtLeast(before + 1), new Promise((r) => setTimeout(r, 2000))]);
      await new Promise((r) => setTimeout(r, delay));
      load.stopped = true;
      server.child.kill('SIGKILL');
      await server.exited;
      await Promise.all(writers);

      // Audited while no server runs: a restarted server delivers waiting questions at once
      // (questions/delivery.ts), and a delivery between two of the audit's reads moved rows under
      // it (a question in neither read, counters compared row for row against shifted rows).
      const result = await audit(target, load.acks);
      server = await startServer(target.env, running);
      for (const l of result.lost) lost.add(l);
      damage.push(...result.damage.map((d) => `round ${round}: ${d}`));
      if (result.damage.length > 0) console.log(`round ${round}, damage:\n  ${result.damage.join('\n  ')}`);
      // Through the API too: every session handed out so far still signs its member in.
      for (const ack of load.acks) {
        if (ack.kind !== 'signup') continue;
        const me = await call(server.base, 'GET', '/myProfile', undefined, ack.member.token);
        if (me?.body?.user?.username !== ack.member.username) lost.add(`session of ${ack.member.username} (API)`);
      }
      console.log(
        `round ${round}: kill after ${delay} ms, ${load.acks.length - before} acknowledged, ` +
          `lost so far ${lost.size}, damage ${result.damage.length}`,
      );
    }

    // A password sign-in after all the crashes, then a clean stop, and the audit once more.
    const lastSignUp = [...load.acks].reverse().find((a) => a.kind === 'signup');
    if (lastSignUp?.kind === 'signup') {
      const login = await call(server.base, 'POST', '/token', {
        username: lastSignUp.member.username,
        password: PASSWORD,
      });
      expect(login?.status).toBe(200);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const final = await audit(target, load.acks);
    for (const l of final.lost) lost.add(l);
    damage.push(...final.damage.map((d) => `after a clean stop: ${d}`));

    const byKind = new Map<string, number>();
    for (const a of load.acks) byKind.set(a.kind, (byKind.get(a.kind) ?? 0) + 1);
    const kinds = [...byKind].map(([kind, count]) => `${kind} ${count}`);
    console.log(
      [
        `crash test on ${KIND}, seed ${SEED}:`,
        `  rounds ${ROUNDS}, acknowledged writes ${load.acks.length} (${kinds.join(', ')})`,
        `  without a reply (in flight at a kill) ${load.inFlight}, refused ${load.rejected}, server errors ${load.serverErrors.length}`,
        `  lost writes ${lost.size}, ${CHECKS[KIND]}: ${damage.length === 0 ? 'ok' : `${damage.length} problems`}`,
        `  runtime ${((Date.now() - started) / 1000).toFixed(1)} s`,
      ].join('\n'),
    );
    expect(load.acks.length).toBeGreaterThan(ROUNDS * 5);
    expect([...lost]).toEqual([]);
    expect(damage).toEqual([]);
    expect(load.serverErrors).toEqual([]);
    expect(load.anomalies).toEqual([]);
  });
});
