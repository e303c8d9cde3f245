// `npm run lighthouse [-- <url or username>]`: Lighthouse's performance audit of a profile page, as a phone on
// a slow 4G network sees it (Lighthouse's default mobile settings), in Debian's Chromium. Needs a
// running server with content, e.g. `npm run build`, then `DATA_DIR=$(mktemp -d) PORT=3203 npm start`
// and `DATA_DIR=<same> npm run seed`. Without a URL it asks http://127.0.0.1:$PORT (default 3000)
// for a random member and audits that profile. Not part of `npm test`: scores vary with the load.
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

async function profileUrl() {
  const arg = process.argv[2];
  const base = `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  if (arg) return /^https?:/.test(arg) ? arg : `${base}/${arg}`;
  const response = await fetch(`${base}/api/randomUsers`);
  if (!response.ok) throw new Error(`${base}/api/randomUsers answered ${response.status}: is the server running?`);
  const { users } = await response.json();
  if (!users?.length) throw new Error('No random member (none seeded, or none with a picture): pass a username.');
  return `${base}/${users[0].username}`;
}

const url = await profileUrl();
const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error('Lighthouse returned no result.');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  console.log(`${url} (${lhr.configSettings.formFactor}, ${lhr.configSettings.throttlingMethod} throttling)`);
  for (const id of METRICS) console.log(`  ${lhr.audits[id].title.padEnd(26)} ${lhr.audits[id].displayValue}`);
  // What to improve next: the audits that lose points, worst first.
  const weak = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => !METRICS.includes(audit.id))
    .sort((a, b) => a.score - b.score);
  for (const audit of weak)
    console.log(`  to improve: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  console.log(`Performance score: ${Math.round((lhr.categories.performance.score ?? 0) * 100)}`);
} finally {
  await chrome.kill();
}
