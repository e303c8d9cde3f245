// Starts the real Qurio API server once for the whole Jest run, on a free port and a temporary
// data directory, the way `npm start` runs it (no mocked API). The URL reaches the tests through
// process.env, which the workers inherit.
const { spawn } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { repoRoot } = require('../shared-paths');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, output) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The Qurio server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The Qurio server did not answer /api/health within 30 s:\n${output()}`);
}

module.exports = async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qurio-mobile-test-'));
  let log = '';
  // The server as `npm start` runs it: one bundled module (apps/server/build.mjs).
  const { buildServer } = await import(path.join(repoRoot, 'apps/server/build.mjs'));
  const child = spawn(process.execPath, [await buildServer()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      // Test servers hash passwords cheaply (lib/crypto.ts): hundreds of sign-ups per run.
      PASSWORD_HASHING: 'fast',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => log);
  process.env.QURIO_TEST_API_URL = url;
  // Tests that read what only the server keeps (its mail outbox, push tokens) look here.
  process.env.QURIO_TEST_DATA_DIR = dataDir;
  globalThis.__QURIO_SERVER__ = { child, dataDir };
};
