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
});
