import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  type Account,
  atRest,
  expect,
  NIGHT_KEY,
  newAccount,
  registerThroughApi,
  type SessionData,
  storeSession,
  test,
} from './fixtures';
import { codeAt, nextCode } from './two-factor-data';

/**
 * Issue 29 in the browser: turning two-factor sign-in on in the settings (QR code, key, first code,
 * recovery codes shown once), logging in with a code and with a recovery code, turning it off.
 * Codes are computed from the key the page shows, with the server's own library (otplib).
 */

async function enrol(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/settings/two-factor');
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to add Qurio to your authenticator app' })).toBeVisible();
  const secret = ((await page.getByTitle('Key for your authenticator app').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('This code is wrong or has already been used.')).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeAt(secret, new Date()));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  return { secret, codes };
}

async function logInWithCode(page: Page, account: Account, code: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('two-factor sign-in: enrol, log in with a code and with a recovery code, turn it off', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const account = newAccount('tfa');
  await storeSession(page, await registerThroughApi(request, account));
  const { secret, codes } = await enrol(page);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();

  // A wrong code keeps the step; the right one signs in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Code', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('This code is wrong or has already been used.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(nextCode(secret));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await logInWithCode(page, account, codes[0] ?? '');

  await page.goto('/settings/two-factor');
  await expect(page.getByText('You have 9 recovery codes left.')).toBeVisible();
  const off = page.getByRole('region', { name: 'Turn off two-factor authentication' });
  await off.getByLabel('Password').fill(account.password);
  await off.getByLabel('Code from the app, or a recovery code').fill(codes[1] ?? '');
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByText('Two-factor authentication is off.').first()).toBeVisible();

  // The password alone signs in again.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

// ---- Screenshots (QURIO_SCREENS=1) ------------------------------------------------------------

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SHOTS = process.env.W_SHOTS_DIR ?? `${repoRoot}apps/web/test-results/screens`;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens two-factor settings and login step ${size.name} ${theme}`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      const shot = async (name: string) => {
        const stay = page.getByRole('button', { name: /Continue on the website/ });
        if (await stay.isVisible()) await stay.click();
        await atRest(page);
        await page.screenshot({ path: `${SHOTS}/${name}-${size.width}-${theme}.png`, fullPage: true });
      };
      const account = newAccount('tfs');
      const session: SessionData = await registerThroughApi(request, account);
      await storeSession(page, session);
      await page.goto('/settings/two-factor');
      await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
      await shot('two-factor-off');
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      await expect(page.getByRole('img', { name: 'QR code to add Qurio to your authenticator app' })).toBeVisible();
      await shot('two-factor-qr');
      const secret = ((await page.getByTitle('Key for your authenticator app').textContent()) ?? '').replace(
        /\s+/g,
        '',
      );
      await page.getByLabel('Code from the app').fill(codeAt(secret, new Date()));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByRole('list', { name: 'Your recovery codes' })).toBeVisible();
      await shot('two-factor-recovery-codes');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
      await shot('two-factor-on');
      await page.evaluate(() => localStorage.removeItem('qurio:session'));
      await page.goto('/login');
      await page.getByLabel('Username or e-mail').fill(account.username);
      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
      await shot('login-code-step');
    });
  }
}
