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

/**
 * Resolves when the server says it is ready (its `process.send` after listening and resuming its
 * workers, apps/server/src/main.ts), rejects when it exits first or stays silent for 30 s.
 */
function waitForReady(child, output) {
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => {
      finish();
      reject(new Error(`The Qurio server was not ready within 30 s:\n${output()}`));
    }, 30_000);
    const onMessage = (message) => {
      if (message?.type !== 'ready') return;
      finish();
      resolve();
    };
    const onExit = (code) => {
      finish();
      reject(new Error(`The Qurio server exited (${code}):\n${output()}`));
    };
    function finish() {
      clearTimeout(deadline);
      child.off('message', onMessage);
      child.off('exit', onExit);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
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
      // Questions arrive at once: the random delay of anonymous questions is the API suite's to test.
      QUESTION_DELAY_MINUTES: '0',
      // Test servers hash passwords cheaply (lib/crypto.ts): hundreds of sign-ups per run.
      PASSWORD_HASHING: 'fast',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stdout.on('data', (chunk) => {
    log += chunk;
  });
  child.stderr.on('data', (chunk) => {
    log += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(child, () => log);
  // The channel served its one message; closed, it keeps neither process waiting on the other.
  child.disconnect();
  process.env.QURIO_TEST_API_URL = url;
  // Tests that read what only the server keeps (its mail outbox, push tokens) look here.
  process.env.QURIO_TEST_DATA_DIR = dataDir;
  globalThis.__QURIO_SERVER__ = { child, dataDir };
};
