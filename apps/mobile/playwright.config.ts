import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.MOBILE_E2E_PORT ?? 3300);

/**
 * The phone app's web export (react-native-web) driven in Chromium at phone size, beside a real
 * Qurio server (e2e/serve.mjs). Export first: `npm run export:e2e`. Screenshots are tagged @screens
 * and only run with QURIO_SCREENS=1 (they land in test-results/screens/).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/playwright',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  grep: process.env.QURIO_SCREENS ? /@screens/ : undefined,
  grepInvert: process.env.QURIO_SCREENS ? undefined : /@screens/,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    // A trace records every action's DOM snapshots and a screencast: recorded for every test, the
    // a11y spec alone took 167 CPU-seconds instead of 135 (Chromium's GPU process 24 → 7). CI
    // records one when a failed test is retried, which is when one is read.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // The headless shell when installed: the browser without its desktop UI, a third less CPU
      // than the full Chromium (measured on the web's suite, apps/web/playwright.config.ts).
      executablePath: existsSync('/usr/bin/chromium-headless-shell')
        ? '/usr/bin/chromium-headless-shell'
        : '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'phone', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
