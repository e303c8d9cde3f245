import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openStream } from '../../test/live.js';
import { processDatabaseKind as KIND, sharedDatabaseEnv, startServer } from '../../test/server-process.js';

/**
 * Live updates between two real server processes on one database, joined by Redis pub/sub: a
 * write answered by one process reaches a stream held by the other. Needs Redis (TEST_REDIS_URL,
 * as the Redis rate-limit tests do); each run takes its own key prefix, so runs sharing a Redis
 * stay apart. SQLite: both processes open one file; PostgreSQL: one fresh schema.
 */
const REDIS = process.env.TEST_REDIS_URL;
async function call(base: string, path: string, body?: object, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads a few known fields
  return { status: res.status, body: (await res.json()) as any };
}

async function signUp(base: string, username: string) {
  const password = 'correct horse';
  const res = await call(base, '/register', {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password,
    password_repeat: password,
    accept_terms: true,
    confirm_age: true,
  });
  expect(res.status).toBe(201);
  return { id: Number(res.body.data.id), token: String(res.body.data.access_token) };
}

describe.runIf(REDIS)(`live updates across two server processes with Redis (${KIND})`, () => {
  const running = new Set<ChildProcess>();
  const database = sharedDatabaseEnv('live');
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await (await database).cleanup();
  });

  it('carries a write on one process to a stream on the other, and ends streams across them', {
    timeout: 60_000,
  }, async () => {
    const { env } = await database;
    const shared = { ...env, REDIS_URL: REDIS ?? '', REDIS_PREFIX: `qurio:test:${process.pid}:${Date.now()}:` };
    // One after the other: the first creates the schema and the asker secret the second reads.
    const one = await startServer(shared, running);
    const two = await startServer(shared, running);

    const owner = await signUp(one.base, 'TwoProcOwner');
    const asker = await signUp(two.base, 'TwoProcAsker');
    const fan = await signUp(two.base, 'TwoProcFan');
    expect((await call(two.base, '/follow', { user_id: owner.id }, fan.token)).status).toBe(200);

    const ownerStream = await openStream(one.base, owner.token);
    const fanStream = await openStream(two.base, fan.token);
    await Promise.all([ownerStream.next('stats'), fanStream.next('stats')]);

    // Asked through process two, seen on process one's stream.
    const started = Date.now();
    expect(
      (await call(two.base, '/ask', { user_id: owner.id, question: 'Across processes?' }, asker.token)).status,
    ).toBe(200);
    const note = await ownerStream.next('notification', (e) => e.data.type === 'question', 3000);
    const delay = Date.now() - started;
    expect(note.data).toMatchObject({ actor: null, question: { question: 'Across processes?', sender: null } });
    await ownerStream.next('stats', (e) => e.data.pendingAnswersCount === 1, 3000);
    expect(delay).toBeLessThan(2000);

    // Answered through process one, announced to the fan's stream on process two.
    const answer = await call(
      one.base,
      '/answer',
      { question_id: note.data.question.id, answer: 'Right across' },
      owner.token,
    );
    expect(answer.status).toBe(200);
    expect((await fanStream.next('answer', undefined, 3000)).data).toEqual({
      question_id: note.data.question.id,
      user_id: owner.id,
    });

    // Logging out through process two ends the stream process one holds for that session.
    expect((await call(two.base, '/logout', {}, owner.token)).status).toBe(200);
    await ownerStream.ended;

    // A stop with a stream open: the process ends its streams and exits cleanly, well within its 10 s.
    const stopping = Date.now();
    two.child.kill('SIGTERM');
    expect(await two.exited).toBe(0);
    await fanStream.ended;
    expect(Date.now() - stopping).toBeLessThan(5000);
    console.log(`live across processes (${KIND}): ask on one, event on the other after ${delay} ms`);
    one.child.kill('SIGTERM');
    expect(await one.exited).toBe(0);
  });
});
