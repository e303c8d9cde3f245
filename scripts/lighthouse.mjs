// `npm run lighthouse [-- <url or username>] [--runs N]`: Lighthouse's performance audit of a
// profile page, as a phone on a slow 4G network sees it (Lighthouse's default mobile settings), in
// Debian's Chromium. Needs a running server with content, e.g. `npm run build`, then
// `DATA_DIR=$(mktemp -d) PORT=3203 npm start` and `DATA_DIR=<same> npm run seed`. Without a URL it
// asks http://127.0.0.1:$PORT (default 3000) for a random member and audits that profile. Scores
// vary with the machine's load, so it audits N times (default 3) and reports the median run. Not
// part of `npm test` for the same reason.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

async function profileUrl() {
  const arg = process.argv.slice(2).find((value, i, all) => !value.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const base = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  if (arg) return /^https?:/.test(arg) ? arg : `${base}/${arg}`;
  const response = await fetch(`${base}/api/randomUsers`);
  if (!response.ok) throw new Error(`${base}/api/randomUsers answered ${response.status}: is the server running?`);
  const { users } = await response.json();
  if (!users?.length) throw new Error('No random member (none seeded, or none with a picture): pass a username.');
  return `${base}/${users[0].username}`;
}

async function audit(url) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);

const url = await profileUrl();
const runs = Math.max(1, Number(option('runs', 3)) || 1);
const results = [];
for (let i = 0; i < runs; i++) {
  // Lighthouse now and then loses the trace (NO_NAVSTART); one more try is enough.
  const lhr = await audit(url).catch((error) => {
    console.log(`run ${i + 1}: ${error.message} Trying again.`);
    return audit(url);
  });
  results.push(lhr);
  console.log(
    `run ${i + 1}: ${score(lhr)} (TBT ${lhr.audits['total-blocking-time'].displayValue}, LCP ${lhr.audits['largest-contentful-paint'].displayValue})`,
  );
}
const lhr = results.sort((a, b) => score(a) - score(b))[Math.floor(results.length / 2)];

console.log(
  `${url} (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling), median run:`,
);
for (const id of METRICS) console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`);
const lcpNode = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
if (lcpNode) console.log(`  largest paint: ${lcpNode.snippet?.slice(0, 120)}`);
for (const item of lhr.audits['uses-text-compression']?.details?.items ?? [])
  console.log(`  not compressed: ${item.url}`);
// Where the main thread went, to know what to improve next.
const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
for (const task of tasks.slice(0, 8))
  console.log(
    `  long task ${String(Math.round(task.duration)).padStart(5)} ms at ${Math.round(task.startTime)} ms  ${task.url}`,
  );
const scripts = lhr.audits['bootup-time']?.details?.items ?? [];
for (const item of scripts.slice(0, 5))
  console.log(
    `  script ${String(Math.round(item.scripting)).padStart(5)} ms run, ${String(Math.round(item.scriptParseCompile)).padStart(4)} ms parse  ${item.url}`,
  );
const weak = Object.values(lhr.audits)
  .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
  .filter((audit) => !METRICS.includes(audit.id))
  .sort((a, b) => a.score - b.score);
for (const audit of weak)
  console.log(`  to improve: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
console.log(`Performance score: ${score(lhr)} (median of ${runs} runs: ${results.map(score).join(', ')})`);
