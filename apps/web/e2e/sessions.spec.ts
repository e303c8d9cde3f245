import type { APIRequestContext } from '@playwright/test';
import {
  atRest,
  expect,
  NIGHT_KEY,
  networkSettled,
  newAccount,
  registerThroughApi,
  type SessionData,
  storeSession,
  test,
} from './fixtures';

/**
 * Where you're signed in (issue 29): two browsers on one account; the first signs the second out,
 * and the second is logged out.
 */
test('one browser signs the other out from the sessions page', async ({ page, browser }) => {
  const account = newAccount('ses');
  const request = page.request;
  await storeSession(page, await registerThroughApi(request, account));

  // The second browser signs in through the form, as a person would.
  const other = await browser.newContext();
  const second = await other.newPage();
  try {
    await second.goto('/login');
    await second.getByLabel('Username or e-mail').fill(account.username);
    await second.getByLabel('Password').fill(account.password);
    await second.getByRole('button', { name: 'Log in' }).click();
    await expect(second).toHaveURL(/\/home$/);

    await page.goto('/settings/sessions');
    await expect(page.getByRole('heading', { level: 1, name: "Where you're signed in" })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText('This device');
    // Chromium's user agent, read by the server (this browser's sign-up had the same).
    await expect(list.getByRole('listitem').nth(1)).toContainText('Chrome on Linux');
    await expect(list.getByRole('button', { name: 'Sign out this device' })).toBeVisible();

    await list.getByRole('button', { name: 'Sign out Chrome on Linux' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Chrome on Linux has been signed out.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The other browser's next request (its live stream's, or any) is refused and it logs out.
    await second.goto('/notifications');
    await expect(second).toHaveURL(/\/$/);
    await expect(second.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    // This one is still signed in.
    await page.reload();
    await expect(list.getByRole('listitem')).toHaveCount(1);
  } finally {
    await other.close();
  }
});

/**
 * Run on demand: `QURIO_SCREENS=1 playwright test -c apps/web/playwright.config.ts sessions`; the
 * page at phone and desktop widths, light and night, in SHOTS_DIR (test-results/screens by default).
 */
const OUT = process.env.SHOTS_DIR ?? new URL('../test-results/screens', import.meta.url).pathname;
const DEVICES = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
];

async function seed(request: APIRequestContext): Promise<SessionData> {
  const account = newAccount('sesshot');
  await registerThroughApi(request, account);
  for (const ua of DEVICES) {
    await request.post('/api/token', {
      data: { username: account.username, password: account.password },
      headers: { 'user-agent': ua },
    });
  }
  await request.post('/api/token', {
    data: { username: account.username, password: account.password },
    headers: { 'user-agent': 'okhttp/4.12.0', 'x-qurio-client': 'app/android' },
  });
  const me = await request.post('/api/token', {
    data: { username: account.username, password: account.password },
  });
  return ((await me.json()) as { data: SessionData }).data;
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens sessions ${size.name} ${theme}`, async ({ page, request }) => {
      const session = await seed(request);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await storeSession(page, session);
      await page.goto('/settings/sessions');
      await page.getByRole('list', { name: 'Your sessions' }).waitFor();
      await networkSettled(page);
      await page.screenshot({ path: `${OUT}/sessions-${size.name}-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
      await page.getByRole('dialog').waitFor();
      await atRest(page);
      await page.screenshot({ path: `${OUT}/sessions-others-dialog-${size.name}-${theme}.png` });
    });
  }
}
