import { expect, type Page } from '@playwright/test';
import { atRest, NIGHT_KEY, networkSettled, test } from './fixtures';

// Each test draws the reference once or twice: a slow page by this suite's measure.
test.slow();

/**
 * `/api/docs`: the reference of the API (the server's OpenAPI document drawn by Swagger UI, served
 * by our own server) and "Build on Qurio". The fixture fails a test on any CSP violation or page
 * error; these tests also fail on any request that leaves our origin.
 */

function sameOriginOnly(page: Page, baseURL: string | undefined): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL ?? 'http://127.0.0.1') && !url.startsWith('data:')) foreign.push(url);
  });
  return foreign;
}

async function openReference(page: Page) {
  await page.goto('/api/docs');
  // Swagger UI reads and draws the whole document (250 KB): seconds of a core, far more on a
  // loaded machine, so the first group gets the time a slow screen gets.
  await expect(page.locator('.opblock-tag-section').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Qurio API/ })).toBeVisible();
}

test('the reference shows the calls; a call opens, the filter and the links navigate', async ({ page, baseURL }) => {
  const foreign = sameOriginOnly(page, baseURL);
  // Reached from the site's footer, as a developer finds it.
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Developers' }).click();
  await expect(page).toHaveURL(/\/api\/docs$/);
  await openReference(page);
  await expect(page.locator('.opblock-tag-section')).toHaveCount(22);

  // A call: the ask form's call, with its auth, its rate limits and its error codes.
  const ask = page.locator('#operations-Questions_and_answers-ask');
  await ask.locator('.opblock-summary').click();
  await expect(ask.getByText('Works without a token; with one, answers as that member sees it.')).toBeVisible();
  await expect(ask.getByText('3 per minute per asker without a session (then TOO_MANY_ACTIONS)')).toBeVisible();
  await expect(ask.getByText('QUESTION_TOO_SHORT', { exact: false }).first()).toBeVisible();
  // Deep links: the open call is in the address, and the address opens it again.
  await expect(page).toHaveURL(/#\/Questions%20and%20answers\/ask$/);
  await page.reload();
  await expect(page.locator('#operations-Questions_and_answers-ask .opblock-body')).toBeVisible();

  // The filter narrows the groups.
  await page.getByPlaceholder('Filter by tag').fill('Feeds');
  await expect(page.locator('.opblock-tag-section')).toHaveCount(1);
  await expect(page.locator('#operations-Feeds-timeline')).toBeVisible();

  // Build on Qurio and back.
  await page.getByRole('navigation', { name: 'API' }).getByRole('link', { name: 'Build on Qurio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Build on Qurio' })).toBeVisible();
  await expect(page.getByText('curl https://qurio.example/api/timeline')).toBeVisible();
  await expect(page.getByText("import { createApiClient } from '@qurio/client';")).toBeVisible();
  await page.getByRole('navigation', { name: 'API' }).getByRole('link', { name: 'Reference' }).click();
  await openReference(page);
  expect(foreign).toEqual([]);
});

test('the reference follows the night theme of the site', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), NIGHT_KEY);
  await openReference(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(14, 16, 24)');
});

const OUT = 'test-results/screens';
for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens api-docs ${size.name} ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await openReference(page);
      await page.locator('#operations-Questions_and_answers-ask .opblock-summary').click();
      await expect(page.locator('#operations-Questions_and_answers-ask .opblock-body')).toBeVisible();
      await networkSettled(page);
      await atRest(page);
      await page.screenshot({
        path: new URL(`../${OUT}/api-docs-${size.name}-${theme}.png`, import.meta.url).pathname,
      });
      await page.goto('/api/docs/build');
      await expect(page.getByRole('heading', { level: 1, name: 'Build on Qurio' })).toBeVisible();
      await atRest(page);
      await page.screenshot({
        path: new URL(`../${OUT}/api-docs-build-${size.name}-${theme}.png`, import.meta.url).pathname,
        fullPage: true,
      });
    });
  }
}
