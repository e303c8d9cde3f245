/**
 * `npx tsx apps/server/src/scripts/measure-live-streams.ts [streams] [sessions]`: what one member
 * holding many live streams costs the server (issue 29, finding 3). Starts the real server
 * (main.ts's bundle) on a temporary SQLite file, signs one member in `sessions` times (60), opens
 * `streams` (300) `GET /api/events` streams spread over those sessions, then asks them 10
 * questions one after the other and waits until every stream still open has the 10th
 * notification. Prints the server process's CPU seconds over the questions (/proc utime + stime),
 * the slowest `/api/health` answer while they were delivered (polled every 20 ms), and its RSS
 * before the streams, after the questions and after the streams closed. Streams the server closes
 * (the caps of features/live/hub.ts) are counted, not waited on.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type OpenStream, openStream } from '../test/live.js';
import { startServer } from '../test/server-process.js';

const STREAMS = Number(process.argv[2] ?? 300);
const SESSIONS = Number(process.argv[3] ?? 60);
const QUESTIONS = 10;
const TICKS_PER_S = 100;

function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
}

async function post(base: string, path: string, body: object, token?: string) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: a script reading a few known fields
  const json = (await res.json()) as any;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function register(base: string, username: string) {
  const password = 'correct horse';
  const email = `${username.toLowerCase()}@example.com`;
  const data = await post(base, '/register', { username, email, password, password_repeat: password });
  return { id: Number(data.id), token: String(data.access_token), username, password };
}

async function main() {
  const running = new Set<ChildProcess>();
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-live-measure-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' }, running);
    const pid = server.child.pid ?? 0;
    const owner = await register(server.base, 'StreamOwner');
    const asker = await register(server.base, 'StreamAsker');
    const tokens = [owner.token];
    while (tokens.length < SESSIONS) {
      tokens.push(
        (await post(server.base, '/token', { username: owner.username, password: owner.password })).access_token,
      );
    }
    const rssBefore = rssMb(pid);
    const streams: OpenStream[] = [];
    for (let i = 0; i < STREAMS; i++) {
      const s = await openStream(server.base, tokens[i % tokens.length] ?? owner.token);
      streams.push(s);
      await s.next('stats').catch(() => {});
    }
    let ended = 0;
    for (const s of streams) void s.ended.then(() => ended++);
    await new Promise((r) => setImmediate(r));
    const rssOpen = rssMb(pid);

    let slowest = 0;
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`${server.base}/api/health`).then((r) => r.arrayBuffer());
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const cpuStart = cpuSeconds(pid);
    const started = performance.now();
    for (let q = 1; q <= QUESTIONS; q++) {
      await post(server.base, '/ask', { user_id: owner.id, question: `Question number ${q} for you?` }, asker.token);
    }
    const reached = await Promise.all(
      streams.map((s) =>
        s
          .next('stats', (e) => e.data.pendingAnswersCount === QUESTIONS, 120_000)
          .then(
            () => 1,
            () => 0,
          ),
      ),
    );
    const closedByServer = ended;
    const seconds = (performance.now() - started) / 1000;
    const cpu = cpuSeconds(pid) - cpuStart;
    polling = false;
    await poller;
    const rssAfter = rssMb(pid);
    for (const s of streams) s.close();
    await new Promise((r) => setTimeout(r, 3000));
    const rssClosed = rssMb(pid);
    console.log(
      JSON.stringify({
        streams: STREAMS,
        sessions: SESSIONS,
        closedByServer,
        reachedTheLast: reached.reduce((a: number, b) => a + b, 0),
        questions: QUESTIONS,
        deliveredInS: Number(seconds.toFixed(2)),
        serverCpuS: Number(cpu.toFixed(2)),
        healthMaxMs: Math.round(slowest),
        rssMb: { beforeStreams: rssBefore, streamsOpen: rssOpen, afterQuestions: rssAfter, afterClose: rssClosed },
      }),
    );
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    for (const child of running) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
