import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { testDatabaseKind } from './test/app.js';
import { serverCommand } from './test/server-process.js';

async function startServer(env: Record<string, string>): Promise<{
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}> {
  let output = '';
  const { command, args } = await serverCommand();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the output has a whole line matching `pattern` (or rejects if the process exits first). */
function lineOf(server: Awaited<ReturnType<typeof startServer>>, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = server
        .output()
        .split('\n')
        .slice(0, -1)
        .find((l) => pattern.test(l));
      if (line === undefined) return false;
      server.child.stdout?.off('data', check);
      resolve(line);
      return true;
    };
    if (check()) return;
    server.child.stdout?.on('data', check);
    void server.exited.then(() => check() || reject(new Error(`exited without ${pattern}:\n${server.output()}`)));
  });
}

/** Starts the server, waits for its start line, makes two requests, stops it and returns all it printed. */
async function outputOfOneVisit(env: Record<string, string>): Promise<string[]> {
  const server = await startServer(env);
  const start = await lineOf(server, /^Qurio is serving /);
  expect(start).toBe(
    `Qurio is serving http://localhost:${env.PORT} on SQLite (${join(env.DATA_DIR ?? '', 'qurio.db')})`,
  );
  const base = `http://127.0.0.1:${env.PORT}`;
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
  expect((await fetch(`${base}/`)).status).toBe(200);
  // A stop finishes what is in flight and flushes the log before the process exits.
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.output().trimEnd().split('\n');
}

// The process-level checks use the default SQLite file; the PostgreSQL run covers the same code through app.inject().
// Durability through kill -9 (and a clean SIGTERM stop) is crash.test.ts, on both databases.
describe.runIf(testDatabaseKind() === 'sqlite')('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-main-'));
  const port = String(41000 + Math.floor(Math.random() * 2000));
  const env = { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a bad setting with one clear line and exit code 1', async () => {
    const bad = await startServer({ ...env, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe('Qurio cannot start: PORT must be a whole number from 1 to 65535');
  });

  it('prints one line per start by default: where it serves and on which database, no line per request', async () => {
    const lines = await outputOfOneVisit({ ...env, LOG_LEVEL: '' });
    expect(lines).toEqual([`Qurio is serving http://localhost:${port} on SQLite (${join(dataDir, 'qurio.db')})`]);
  });

  it('logs every request as JSON with LOG_LEVEL=info', async () => {
    const lines = await outputOfOneVisit({ ...env, LOG_LEVEL: 'info' });
    const logged = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; req?: { url: string } });
    // Ours among them (the server also warms its page render up through a few requests of its own).
    const urls = logged.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/health', '/']));
    expect(logged.filter((l) => l.msg === 'request completed')).toHaveLength(urls.length);
    expect(lines.filter((l) => l.startsWith('Qurio is serving '))).toHaveLength(1);
  });
});
