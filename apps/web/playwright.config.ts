import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);

// Debian's headless shell (`apt-get install chromium-headless-shell`) is the browser without its
// desktop UI, what Playwright itself runs for headless tests. On the a11y spec it took 129 CPU-s and
// 104 s against 200 CPU-s and 131 s for the full Chromium; the whole suite 411 CPU-s and 227 s
// against 734 CPU-s and 378 s.
// It has no push service, so the push spec runs in the full browser. Without the shell, everything does.
const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const PUSH_SPEC = /push\.spec\.ts$/;
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const desktop = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };

/**
 * E2E against the built app served by the real server on a fresh data directory
 * (`scripts/e2e-server.mjs`). Build first: `npm run build`. Screenshots are tagged @screens and
 * only run with QURIO_SCREENS=1.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  fullyParallel: false,
  // Three workers on the 2 cores: a worker waits on the server, timers and the network for part of
  // each test, and two left the cores 88 % busy. Measured on the suite without its a11y matrix, run
  // alone: 135 s with 2 workers, 122 s with 3, the same CPU (239 and 236 CPU-s).
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  // Lazy screens on a loaded 2-core CI machine (three workers, the server, sign-ups) can take 7 s.
  expect: { timeout: 10_000 },
  grep: process.env.QURIO_SCREENS ? /@screens/ : undefined,
  grepInvert: process.env.QURIO_SCREENS ? undefined : /@screens/,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    // A trace records every action's DOM snapshots and a screencast: recorded for every test, the
    // a11y spec alone took 167 CPU-seconds instead of 135 (Chromium's GPU process 24 → 7). CI
    // records one when a failed test is retried, which is when one is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker precaches the whole build (~190 files) in every new browser context: measured
    // 0.6 s of CPU per test (the browser, the server and the runner), ~15 % of the suite. The specs
    // about the worker (push, the installable app and its offline start, offline navigation) allow it.
    serviceWorkers: 'block',
  },
  // The push spec first: listed last, its three tests ran alone at the end of the run.
  projects: [
    {
      name: 'chromium (push)',
      testMatch: PUSH_SPEC,
      use: { ...desktop, launchOptions: { executablePath: FULL_CHROMIUM, args: chromiumArgs } },
    },
    {
      name: 'chromium',
      testIgnore: PUSH_SPEC,
      use: {
        ...desktop,
        launchOptions: {
          executablePath: existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM,
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The server logs only its start line, warnings and errors by default (LOG_LEVEL=warn): a 500
    // in a run shows its cause here ("unhandled error" with the stack), not nowhere.
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
