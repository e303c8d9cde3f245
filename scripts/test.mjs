// `npm test`: every layer — contract units, the API client, the API suite on SQLite (and on PostgreSQL when
// TEST_DATABASE_URL is set), web components, then the production build driven by Playwright in
// Chromium, then the phone app's Jest suite, its web export driven by Playwright, and its Android and iOS
// exports. Prints one closing line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'qurio-test-report-'));
const bin = (name) => join('node_modules', '.bin', name);
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const totals = { passed: 0, failed: 0, skipped: 0 };
const layers = [];
let failedSteps = 0;
const readdirRecursive = (dir) => readdirSync(dir, { recursive: true }).map(String);

const projects = [
  'contract',
  'client',
  'scripts',
  'server:sqlite',
  ...(process.env.TEST_DATABASE_URL ? ['server:postgres'] : []),
  'web',
];
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.');
for (const project of projects) {
  const json = join(out, `${project.replace(':', '-')}.json`);
  const status = run(bin('vitest'), [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${json}`,
  ]);
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    const skipped = r.numPendingTests + (r.numTodoTests ?? 0);
    layers.push(`${project}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += skipped;
  } else {
    layers.push(`${project}: did not run`);
  }
  if (status !== 0) failedSteps++;
}

if (run('npm', ['run', 'build']) !== 0) {
  failedSteps++;
  layers.push('web build: failed');
} else {
  const e2eJson = join(out, 'playwright.json');
  const e2eStatus = run(bin('playwright'), ['test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  });
  if (existsSync(e2eJson)) {
    const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
    const failed = stats.unexpected;
    layers.push(`e2e (Chromium): ${stats.expected + stats.flaky} passed, ${failed} failed, ${stats.skipped} skipped`);
    totals.passed += stats.expected + stats.flaky;
    totals.failed += failed;
    totals.skipped += stats.skipped;
  } else {
    layers.push('e2e (Chromium): did not run');
  }
  if (e2eStatus !== 0) failedSteps++;
}

// The phone app (apps/mobile): its own install (not a workspace), its Jest suite against the real
// server (test/global-setup.js starts one), and both native exports, which must compile to Hermes
// bytecode.
if (!existsSync(join('apps', 'mobile', 'node_modules', '.bin', 'expo'))) {
  failedSteps++;
  layers.push('mobile: not installed (run `npm run mobile:install`)');
} else {
  const jestJson = join(out, 'mobile-jest.json');
  const jestStatus = run('npm', ['--prefix', 'apps/mobile', 'test', '--', '--json', `--outputFile=${jestJson}`]);
  if (existsSync(jestJson)) {
    const r = JSON.parse(readFileSync(jestJson, 'utf8'));
    const skipped = r.numPendingTests + (r.numTodoTests ?? 0);
    layers.push(`mobile (Jest): ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += skipped;
  } else {
    layers.push('mobile (Jest): did not run');
  }
  if (jestStatus !== 0) failedSteps++;
  // The app's web export in Chromium at phone size, beside a real server (apps/mobile/e2e).
  const mobileE2eJson = join(out, 'mobile-playwright.json');
  const exported = run('npm', ['--prefix', 'apps/mobile', 'run', 'export:e2e']) === 0;
  const mobileE2eStatus = exported
    ? run('npm', ['--prefix', 'apps/mobile', 'run', 'e2e', '--', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: mobileE2eJson,
      })
    : 1;
  if (existsSync(mobileE2eJson)) {
    const { stats } = JSON.parse(readFileSync(mobileE2eJson, 'utf8'));
    layers.push(
      `mobile e2e (Chromium, phone size): ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`,
    );
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } else {
    layers.push(`mobile e2e: ${exported ? 'did not run' : 'web export failed'}`);
  }
  if (mobileE2eStatus !== 0) failedSteps++;
  for (const platform of ['android', 'ios']) {
    const outputDir = join('apps', 'mobile', `dist-${platform}`);
    const status = run('npm', ['--prefix', 'apps/mobile', 'run', `export:${platform}`]);
    const hbc =
      status === 0 && existsSync(outputDir) && readdirRecursive(outputDir).some((file) => file.endsWith('.hbc'));
    layers.push(`mobile export ${platform}: ${hbc ? 'Hermes bytecode' : 'failed'}`);
    if (!hbc) failedSteps++;
  }
}

console.log(`\nTest layers:\n  ${layers.join('\n  ')}`);
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
