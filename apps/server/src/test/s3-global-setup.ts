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
 * It takes 1.3 to 2.2 s to answer on this 2-core machine, so it is not waited for here: it starts
 * while the workers load their modules, and the first test that needs it waits until it answers
 * (test/storage.ts). Stopped and its folder removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'qurio-s3rver-'));
  const port = await freePort();
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(
    process.execPath,
    [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--no-vhost-buckets'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  project.provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
}
