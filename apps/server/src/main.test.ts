import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';
import { testDatabaseKind } from './test/app.js';

const MAIN = join(REPO_ROOT, 'apps/server/src/main.ts');

function startServer(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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

async function waitForHealth(base: string) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

// The process-level checks use the default SQLite file; the PostgreSQL run covers the same code through app.inject().
describe.runIf(testDatabaseKind() === 'sqlite')('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'qurio-main-'));
  const port = String(41000 + Math.floor(Math.random() * 2000));
  const base = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps an acknowledged sign-up through a crash, and stops cleanly on SIGTERM', async () => {
    const first = startServer(env);
    await waitForHealth(base);
    const signup = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'durable',
        email: 'd@example.com',
        password: 'secret1',
        password_repeat: 'secret1',
      }),
    });
    expect(signup.status).toBe(201);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = startServer(env);
    await waitForHealth(base);
    const login = await fetch(`${base}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'durable', password: 'secret1' }),
    });
    expect(login.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 30_000);

  it('refuses a bad setting with one clear line and exit code 1', async () => {
    const bad = startServer({ ...env, PORT: 'eighty' });
    expect(await bad.exited).toBe(1);
    expect(bad.output().trim()).toBe('Qurio cannot start: PORT must be a whole number from 1 to 65535');
  });
});
