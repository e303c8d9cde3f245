import type { APIRequestContext } from '@playwright/test';
import {
  atRest,
  expect,
  NIGHT_KEY,
  networkSettled,
  newAccount,
  registerThroughApi,
  storeSession,
  test,
} from './fixtures';

/**
 * Personal access tokens (issue 35): Settings → Access tokens at a phone's and a desktop's width.
 * A token is made in the dialog, its secret shown once and copied, it works against the API only
 * for its scopes, and revoking it ends it.
 */
async function statusWith(request: APIRequestContext, token: string, path: string): Promise<number> {
  return (await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } })).status();
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const) {
  test(`makes, copies and revokes an access token (${size.name})`, async ({ page, context, playwright }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The phone bar is left to arrive while the page loads (it once emptied this page's main: see
    // SettingsScreen.module.css).
    const account = newAccount('pat');
    await storeSession(page, await registerThroughApi(page.request, account));
    await page.goto('/settings/access-tokens');
    await expect(page.getByRole('heading', { level: 1, name: 'Access tokens' })).toBeVisible();
    await expect(page.getByText('You have no access tokens.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the API reference' })).toHaveAttribute('href', '/api/docs');

    await page.getByRole('button', { name: 'Create a token' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Create a token' });
    await dialog.getByLabel('Name').fill('Answer bot');
    await dialog.getByLabel('Answer questions and manage your inbox').check();
    await dialog.getByLabel('Expires').selectOption('90');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const secret = page.getByTestId('token-secret');
    await expect(secret).toHaveText(/^qpat_/);
    const token = (await secret.textContent()) ?? '';
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('The token has been copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const list = page.getByRole('list', { name: 'Your access tokens' });
    await expect(list.getByRole('listitem').filter({ hasText: 'Answer bot' })).toContainText('Answer and inbox');
    await expect(list).toContainText('Never used');

    // The token against the API, from outside the browser: its scopes and nothing else.
    const outside = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    try {
      expect(await statusWith(outside, token, '/myQuestions')).toBe(200);
      expect(await statusWith(outside, token, '/timeline')).toBe(200);
      expect(await statusWith(outside, token, '/sessions')).toBe(403);

      await page.getByRole('button', { name: 'Done' }).click();
      await expect(secret).toHaveCount(0);
      await page.reload();
      await expect(list).toContainText('Answer bot');
      await expect(page.locator('body')).not.toContainText(token.slice(5));

      await list.getByRole('button', { name: 'Revoke Answer bot' }).click();
      await page
        .getByRole('alertdialog', { name: 'Revoke this token?' })
        .getByRole('button', { name: 'Revoke' })
        .click();
      await expect(page.getByText('“Answer bot” has been revoked.')).toBeVisible();
      await expect(page.getByText('You have no access tokens.')).toBeVisible();
      expect(await statusWith(outside, token, '/timeline')).toBe(401);
    } finally {
      await outside.dispose();
    }
  });
}

/**
 * Run on demand: `QURIO_SCREENS=1 playwright test -c apps/web/playwright.config.ts access-tokens`;
 * the list, the create dialog and the one-time reveal at phone and desktop widths, light and night.
 */
const OUT = process.env.SHOTS_DIR ?? new URL('../test-results/screens', import.meta.url).pathname;

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens access tokens ${size.name} ${theme}`, async ({ page }) => {
      const account = newAccount('patshot');
      const session = await registerThroughApi(page.request, account);
      const auth = { authorization: `Bearer ${session.access_token}` };
      await page.request.post('/api/createAccessToken', {
        data: { name: 'Daily digest script', scopes: ['read', 'notifications'], expires_in_days: 30 },
        headers: auth,
      });
      await page.request.post('/api/createAccessToken', {
        data: { name: 'Answer bot', scopes: ['read', 'answer', 'ask', 'settings'] },
        headers: auth,
      });
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await storeSession(page, session);
      await page.goto('/settings/access-tokens');
      await page.getByRole('list', { name: 'Your access tokens' }).waitFor();
      await networkSettled(page);
      // A phone's browser is offered the app first; the page is what is pictured.
      const banner = page.getByRole('button', { name: 'Continue on the website' });
      if (await banner.isVisible()) await banner.click();
      await atRest(page);
      await page.screenshot({ path: `${OUT}/access-tokens-${size.name}-${theme}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Create a token' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Create a token' });
      await atRest(page);
      await page.screenshot({ path: `${OUT}/access-tokens-create-${size.name}-${theme}.png` });
      await dialog.getByLabel('Name').fill('Reader');
      await dialog.getByRole('button', { name: 'Create token' }).click();
      await page.getByTestId('token-secret').waitFor();
      // A full-page picture from the top: scrolled, the sticky header would be drawn mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await atRest(page);
      await page.screenshot({ path: `${OUT}/access-tokens-reveal-${size.name}-${theme}.png`, fullPage: true });
    });
  }
}
