import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, test as base, expect, type Page, type Request } from '@playwright/test';
import { createTestKit, requestFetch } from '@qurio/client/testing';
import { animationsDone } from '../../../scripts/e2e/axe';
import { submitSignUpForm } from '../../../scripts/e2e/sign-up';

export { expect };

export const SESSION_KEY = 'qurio:session';

/**
 * The URL path of the file a source module was built into, read from the build manifest of the
 * build the e2e server serves (scripts/e2e-server.mjs: E2E_WEB_BUILD, else apps/web/dist). Files
 * are named by their hash alone (vite.config.ts), so a test finds a lazy chunk only this way.
 */
export function builtFile(source: string): string {
  const build = process.env.E2E_WEB_BUILD || fileURLToPath(new URL('../dist', import.meta.url));
  const manifest = JSON.parse(readFileSync(join(build, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`The build manifest has no ${source}: is the build out of date?`);
  return `/${chunk.file}`;
}
export const NIGHT_KEY = 'qurio:night';

/**
 * Collects Content-Security-Policy violations and page errors of one page. The `problems` fixture
 * does it for the test's page; a test that opens more pages (a second member) calls it for each.
 */
export async function trackProblems(page: Page, problems: string[]): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|CSP violation/i.test(text)) problems.push(`console: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
}

interface RequestTracker {
  inFlight: Set<Request>;
  lastChange: number;
}
const trackers = new WeakMap<Page, RequestTracker>();
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

/** Follows a page's requests for `networkSettled`; the test fixture does it for the test's page. */
export function trackRequests(page: Page): RequestTracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: RequestTracker = { inFlight: new Set(), lastChange: Date.now() };
  const done = (request: Request) => {
    if (tracker.inFlight.delete(request)) tracker.lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    tracker.inFlight.add(request);
    tracker.lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  trackers.set(page, tracker);
  return tracker;
}

/** Waits until no CSS animation or transition runs, so colours are measured at rest (shared with the app's suite). */
export const atRest = animationsDone;

/**
 * Waits until the page has had no request under way for `quietMs`, its live stream aside:
 * `GET /api/events` stays open as long as a member's page does, so Playwright's 'networkidle'
 * never comes there.
 */
export async function networkSettled(page: Page, quietMs = 500): Promise<void> {
  const tracker = trackRequests(page);
  await page.waitForLoadState('load');
  // Each turn waits for the page's next request event, or for the end of the quiet window.
  while (tracker.inFlight.size > 0 || Date.now() - tracker.lastChange < quietMs) {
    const quietLeft = tracker.inFlight.size > 0 ? 30_000 : quietMs - (Date.now() - tracker.lastChange);
    await Promise.race([
      page.waitForEvent('request', { timeout: 0 }),
      page.waitForEvent('requestfinished', { timeout: 0 }),
      page.waitForEvent('requestfailed', { timeout: 0 }),
      new Promise((resolve) => setTimeout(resolve, Math.max(quietLeft, 0))),
    ]).catch(() => undefined);
  }
}

/**
 * Every test fails when the page logs a Content-Security-Policy violation or throws: the server
 * sends a strict CSP, and anything inline that sneaks into the app must show up here first.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      trackRequests(page);
      await trackProblems(page, problems);
      await use(problems);
      expect(problems, 'CSP violations or page errors').toEqual([]);
    },
    { auto: true },
  ],
});

let counter = 0;

/** A fresh account per call: unique across the parallel workers (same server, same database). */
export function newAccount(prefix = 'e2e') {
  counter += 1;
  const worker = process.env.TEST_WORKER_INDEX ?? '0';
  const username = `${prefix.slice(0, 5)}${worker}${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 15);
  return { username, email: `${username}@example.com`, password: 'secret123' };
}

export type Account = ReturnType<typeof newAccount>;

/**
 * Fills and submits the sign-up form as a person would. Sign-up leads to the first-run welcome
 * (issue 17); unless `stayOnWelcome`, the new member skips it and ends on /home as before.
 */
export async function signUpThroughForm(
  page: Page,
  account: Account = newAccount(),
  { stayOnWelcome = false }: { stayOnWelcome?: boolean } = {},
): Promise<Account> {
  await submitSignUpForm(page, account);
  await expect(page).toHaveURL(/\/welcome$/);
  if (stayOnWelcome) return account;
  await page.getByRole('link', { name: 'Skip the welcome' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return account;
}

export interface SessionData {
  id: number;
  username: string;
  access_token: string;
}

/**
 * Creates an account through the API (rate limits are off in E2E) and returns its session: the kit
 * of every layer (`@qurio/client/testing`) over the test's request context.
 */
export async function registerThroughApi(
  request: APIRequestContext,
  account: Account = newAccount(),
): Promise<SessionData> {
  const kit = createTestKit({ fetch: requestFetch(request) });
  return (await kit.createMember(account)).session;
}

/** Stores a session before the page loads, as a login would have. */
export async function storeSession(page: Page, data: SessionData): Promise<void> {
  // As the app marks a signed-in browser for the server (app/ssr-data.ts): a member's pages are
  // rendered in the browser, never as a guest's page that the app then replaces under the test.
  await page
    .context()
    .addCookies([{ name: 'qurio_signed_in', value: '1', url: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` }]);
  await page.addInitScript(
    ([key, value]) => {
      // Only on the first load: a later logout must be able to clear it.
      if (!sessionStorage.getItem('e2e-seeded')) {
        sessionStorage.setItem('e2e-seeded', '1');
        localStorage.setItem(key, value);
      }
    },
    [SESSION_KEY, JSON.stringify(data)] as const,
  );
}

/** Creates an account through the API and stores its session before the page loads. */
export async function signInThroughApi(page: Page, request: APIRequestContext, account: Account = newAccount()) {
  await storeSession(page, await registerThroughApi(request, account));
  return account;
}
