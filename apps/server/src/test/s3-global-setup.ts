import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback S3 server of this run (s3rver), for the tests on the s3 storage driver (test/storage.ts). */
    s3Endpoint: string;
  }
}

/**
 * A real S3-compatible server for the storage tests: s3rver (npm) as a child process on a free
 * loopback port with a temporary folder, started once per run and project and shared by every test
 * file (each test takes its own bucket), so the AWS SDK talks HTTP to a real server, never a mock.
 * About 0.4 s to start; stopped and its folder removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'qurio-s3rver-'));
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--no-vhost-buckets'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 200 && child.exitCode === null; i++) {
    // Any HTTP answer (403 to an unsigned request) means it listens.
    if (
      await fetch(endpoint).then(
        () => true,
        () => false,
      )
    ) {
      up = true;
      break;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`s3rver did not start:\n${errors}`);
  }
  project.provide('s3Endpoint', endpoint);
  return async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}
