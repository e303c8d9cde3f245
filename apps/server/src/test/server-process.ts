import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildServer } from '../../build.mjs';
import { REPO_ROOT } from '../config.js';

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

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
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
