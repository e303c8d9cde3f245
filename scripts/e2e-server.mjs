// Starts the real server on a fresh temporary data directory for the Playwright suite.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../apps/server/build.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'qurio-e2e-'));
// Without SMTP the server writes mails to <dataDir>/outbox; the specs that read codes from mails
// find the folder here (one file per port, so parallel runs on other ports do not mix).
const infoDir = join('apps', 'web', 'test-results');
const infoFile = join(infoDir, `e2e-server-${process.env.E2E_PORT ?? '3100'}.json`);
mkdirSync(infoDir, { recursive: true });
writeFileSync(infoFile, JSON.stringify({ dataDir, outbox: join(dataDir, 'outbox') }));
// Serve a copy of the build: a `vite build` elsewhere during the run would otherwise replace the
// hashed chunks the open pages still load. E2E_WEB_BUILD names another build (one per worktree
// or helper building into its own folder), apps/web/dist by default.
const webDir = join(dataDir, 'web');
cpSync(process.env.E2E_WEB_BUILD || join('apps', 'web', 'dist'), webDir, { recursive: true });
const child = spawn(process.execPath, [await buildServer()], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3100',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: webDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3100'}`,
    // Each Playwright test signs up from the same address; the per-IP limits are tested in the API suite.
    RATE_LIMITS: 'off',
    // Questions arrive at once: the random delay of anonymous questions is the API suite's to test.
    // E2E_QUESTION_DELAY_MINUTES turns it on for a run that shows questions on their way (the sent
    // questions' screenshots).
    QUESTION_DELAY_MINUTES: process.env.E2E_QUESTION_DELAY_MINUTES ?? '0',
    // Test servers hash passwords cheaply (lib/crypto.ts): hundreds of sign-ups per run.
    PASSWORD_HASHING: 'fast',
    // "Open the app" is offered only with a store page to fall back to (pwa-mobile.spec.ts).
    PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=app.qurio.mobile',
    APP_STORE_URL: 'https://apps.apple.com/app/qurio/id123456789',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(infoFile, { force: true });
  process.exit(code ?? 0);
});
