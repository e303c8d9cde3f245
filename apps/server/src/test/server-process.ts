import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildServer } from '../../build.mjs';
import { REPO_ROOT } from '../config.js';
import { freePort } from './free-port.js';

export { freePort };

let bundle: Promise<string> | undefined;
/**
 * The command that starts the server as `npm start` does: node on the bundle of main.ts
 * (build.mjs), built from the current sources once per test process.
 */
export async function serverCommand(): Promise<{ command: string; args: string[] }> {
  bundle ??= buildServer();
  return { command: process.execPath, args: [await bundle] };
}

/** The real server process (main.ts), for tests that crash, stop or run several of it. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts main.ts on a free port with `env` over this process's environment (no Redis, no SMTP,
 * no rate limits, warnings only, unless `env` says otherwise) and resolves once /api/health
 * answers. Every process started is added to `running`, and leaves it when it exits, so a test can
 * kill what is left whatever happened.
 */
export async function startServer(env: Record<string, string>, running: Set<ChildProcess>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const { command, args } = await serverCommand();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      REDIS_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      // Questions arrive at once unless `env` sets a delay (features/questions/delivery.ts).
      QUESTION_DELAY_MINUTES: '0',
      // Test servers hash passwords cheaply (lib/crypto.ts): hundreds of sign-ups per run.
      PASSWORD_HASHING: 'fast',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  running.add(child);
  void exited.then(() => running.delete(child));
  const base = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  for (let i = 0; i < 300 && !gone; i++) {
    const res = await fetch(`${base}/api/health`).catch(() => null);
    if (res?.ok) return { base, child, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy:\n${output}`);
}

/** As test/app.ts's testDatabaseKind(), without importing the app into a test that only spawns it. */
export const processDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';

/**
 * One database for several server processes: SQLite, one file in a new data directory that every
 * process opens; PostgreSQL, one fresh schema. `env` names both (DATA_DIR, DATABASE_URL); a test
 * may give each process its own DATA_DIR, the database stays the same.
 */
export async function sharedDatabaseEnv(
  name: string,
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `qurio-${name}-`));
  if (processDatabaseKind === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'qurio.db')}` },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `${name}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: serverUrl.toString() },
    cleanup: async () => {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
