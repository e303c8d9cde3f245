// `npm test`: every layer — contract units, the API client, the API suite on SQLite (and on PostgreSQL when
// TEST_DATABASE_URL is set), web components, the production build (its guest first-load budget checked)
// driven by Playwright in Chromium, the phone app's Jest suite, its web export driven by Playwright, and
// its Android and iOS exports. Prints the seconds each layer took and one closing line "N passed, N failed".
//
// The machine has 2 cores and every layer is CPU-bound, so the order is about filling them: the API and
// web vitest lane (then the app's browser suite, then the web e2e suite) beside the build-and-app lane
// (the web build, the small vitest suites, the app's exports and its Jest suite). Each lane alone
// leaves cores idle; side by side they kept both 98-100 % busy in a fresh-clone run (/proc/stat, every
// 5 s). QURIO_TEST_SERIAL=1 runs everything one after another.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'qurio-test-report-'));
const bin = (name) => join('node_modules', '.bin', name);
const serial = process.env.QURIO_TEST_SERIAL === '1';
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const totals = { passed: 0, failed: 0, skipped: 0 };
const layers = [];
let failedSteps = 0;
const readdirRecursive = (dir) => readdirSync(dir, { recursive: true }).map(String);

let logs = 0;
/**
 * Runs a command; resolves to its exit status. With `quiet`, its output goes to a file printed whole
 * when it ends, so lanes running at the same time do not interleave their lines.
 */
function run(cmd, args, env = {}, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const since = Date.now();
    const log = quiet ? join(out, `log-${++logs}.txt`) : null;
    const child = spawn(cmd, args, {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: quiet ? '0' : (process.env.FORCE_COLOR ?? ''), ...env },
    });
    if (log) {
      const file = createWriteStream(log);
      child.stdout.pipe(file, { end: false });
      child.stderr.pipe(file, { end: false });
      child.on('close', (code) =>
        file.end(() => {
          console.log(`\n──── ${cmd} ${args.join(' ')} (${seconds(since)}, exit ${code}) ────`);
          console.log(readFileSync(log, 'utf8'));
          resolve(code ?? 1);
        }),
      );
    } else {
      child.on('close', (code) => resolve(code ?? 1));
    }
    child.on('error', () => resolve(1));
  });
}

/** Runs lanes (async functions) together, or one after another with QURIO_TEST_SERIAL=1. */
async function lanes(...fns) {
  if (serial) {
    for (const fn of fns) await fn();
  } else {
    await Promise.all(fns.map((fn) => fn()));
  }
}

function count(layer, passed, failed, skipped) {
  layers.push(`${layer}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

/** Runs vitest projects in one process; counts them as one layer. */
async function vitest(projects, maxWorkers) {
  const project = projects.join(', ');
  const json = join(out, `${projects.join('-').replaceAll(':', '-')}.json`);
  const since = Date.now();
  const status = await run(
    bin('vitest'),
    [
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      `--maxWorkers=${maxWorkers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ],
    {},
    { quiet: !serial },
  );
  if (existsSync(json)) {
    const r = JSON.parse(readFileSync(json, 'utf8'));
    count(
      `${project} (${seconds(since)})`,
      r.numPassedTests,
      r.numFailedTests,
      r.numPendingTests + (r.numTodoTests ?? 0),
    );
  } else {
    layers.push(`${project}: did not run`);
  }
  if (status !== 0) failedSteps++;
}

async function playwright(layer, args, env = {}, options = {}) {
  const json = join(out, `${layer.replace(/\W+/g, '-')}.json`);
  const since = Date.now();
  const status = await run(
    args[0],
    args.slice(1).concat('--reporter=list,json'),
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: json },
    options,
  );
  if (existsSync(json)) {
    const { stats } = JSON.parse(readFileSync(json, 'utf8'));
    count(`${layer} (${seconds(since)})`, stats.expected + stats.flaky, stats.unexpected, stats.skipped);
  } else {
    layers.push(`${layer}: did not run`);
  }
  if (status !== 0) failedSteps++;
}

const mobileInstalled = existsSync(join('apps', 'mobile', 'node_modules', '.bin', 'expo'));
if (!mobileInstalled) {
  failedSteps++;
  layers.push('mobile: not installed (run `npm run mobile:install`)');
}
if (!process.env.TEST_DATABASE_URL) console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.');

// Two lanes side by side: the API and web vitest suites (each on two workers: vitest's default on 2
// cores is one), the app's browser suite and the web e2e suite; beside them the web build, the small
// vitest suites, the app's three exports and its Jest suite. Alone, the vitest lane kept the 2 cores
// 85 % busy and the app's lane 60 %, so together they fill the idle time of both. The web e2e suite
// waited for both lanes at first; started when the vitest lane ends, it runs beside the end of the
// app's Jest suite (one worker). Fresh-clone runs at like speeds of the machine: 465 s before, 450 s
// with this and the crash test's lighter restarts, 426 s with three e2e workers (the cores were then
// 95-100 % busy nearly throughout). With QURIO_TEST_SERIAL=1 the lanes run one after the other.
/** An outcome one lane hands to the other: `settle` it once, `await` its `promise`. */
function handOver() {
  let settle = () => {};
  const promise = new Promise((resolve) => {
    settle = resolve;
  });
  return { promise, settle: (value) => settle(value) };
}
const webBuild = handOver();
// The app's browser suite runs at the end of the vitest lane (the shorter one), on the export the
// other lane made first; with QURIO_TEST_SERIAL=1 it stays in the app's lane.
const browserExport = handOver();
await lanes(
  async () => {
    for (const project of ['server:sqlite', 'server:postgres', 'web']) {
      if (project === 'server:postgres' && !process.env.TEST_DATABASE_URL) continue;
      await vitest([project], 2);
    }
    if (mobileInstalled && !serial) await mobileBrowserSuite(await browserExport.promise);
    if (!serial) await webBrowserSuite();
  },
  async () => {
    const built = (await run('npm', ['run', 'build'], {}, { quiet: !serial })) === 0;
    webBuild.settle(built);
    if (built) {
      await webSizeBudget();
    } else {
      failedSteps++;
      layers.push('web build: failed');
    }
    // The three small suites in one vitest process (each start costs a few seconds), in this lane:
    // in a fresh-clone run the vitest lane ended 18 s after this one.
    await vitest(['contract', 'client', 'queries', 'design', 'scripts'], 2);
    if (mobileInstalled) {
      const exported = await mobileExports();
      if (serial) await mobileBrowserSuite(exported);
      await mobileJest();
    }
  },
);

if (serial) await webBrowserSuite();

/**
 * The guest first-load budget on the build just made (scripts/bundle-size.mjs: 100 KB of gzipped
 * JavaScript for the landing page and a shared profile, exit 1 over it). It reads the manifest and
 * gzips the files a first visit loads, about 0.3 s. Nothing checked it, and the profile slipped to
 * 101.1 KB: over the budget, `npm test` fails.
 */
async function webSizeBudget() {
  const status = await run(process.execPath, [join('scripts', 'bundle-size.mjs')], {}, { quiet: !serial });
  // Exit 1 is a route over the budget (its table above says which), 2 a build without a manifest.
  layers.push(`web size budget: ${status === 0 ? 'within' : `failed (exit ${status}, see its table above)`}`);
  if (status !== 0) failedSteps++;
}

/** The web app's browser suite (three workers, the server and Chromium) on the build, once there is one. */
async function webBrowserSuite() {
  if (await webBuild.promise)
    await playwright('e2e (Chromium)', [bin('playwright'), 'test', '-c', 'apps/web/playwright.config.ts']);
}

/**
 * The app's web export for its browser suite, then both native exports (Hermes bytecode). Hands the
 * web export's outcome to the vitest lane as soon as it is known; resolves to it too.
 */
async function mobileExports() {
  const exported = (await run('npm', ['--prefix', 'apps/mobile', 'run', 'export:e2e'], {}, { quiet: !serial })) === 0;
  browserExport.settle(exported);
  for (const platform of ['android', 'ios']) {
    const outputDir = join('apps', 'mobile', `dist-${platform}`);
    const status = await run('npm', ['--prefix', 'apps/mobile', 'run', `export:${platform}`], {}, { quiet: !serial });
    const hbc =
      status === 0 && existsSync(outputDir) && readdirRecursive(outputDir).some((file) => file.endsWith('.hbc'));
    layers.push(`mobile export ${platform}: ${hbc ? 'Hermes bytecode' : 'failed'}`);
    if (!hbc) failedSteps++;
  }
  return exported;
}

/** The app's Jest suite beside a real server (its global setup starts one). */
async function mobileJest() {
  const jestJson = join(out, 'mobile-jest.json');
  const since = Date.now();
  const jestStatus = await run(
    'npm',
    ['--prefix', 'apps/mobile', 'test', '--', '--json', `--outputFile=${jestJson}`],
    {},
    { quiet: !serial },
  );
  if (existsSync(jestJson)) {
    const r = JSON.parse(readFileSync(jestJson, 'utf8'));
    count(
      `mobile (Jest) (${seconds(since)})`,
      r.numPassedTests,
      r.numFailedTests,
      r.numPendingTests + (r.numTodoTests ?? 0),
    );
  } else {
    layers.push('mobile (Jest): did not run');
  }
  if (jestStatus !== 0) failedSteps++;
}

/** The app's web export in Chromium at phone size, beside a real server (apps/mobile/e2e). */
async function mobileBrowserSuite(exported) {
  if (exported) {
    await playwright(
      'mobile e2e (Chromium, phone size)',
      ['npm', '--prefix', 'apps/mobile', 'run', 'e2e', '--'],
      {},
      {
        quiet: !serial,
      },
    );
  } else {
    failedSteps++;
    layers.push('mobile e2e: web export failed');
  }
}

console.log(`\nTest layers:\n  ${layers.join('\n  ')}`);
console.log(`npm test took ${seconds(started)}${serial ? ' (lanes one after another)' : ''}`);
if (failedSteps > 0 && totals.failed === 0) totals.failed = failedSteps;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps > 0 ? 1 : 0);
