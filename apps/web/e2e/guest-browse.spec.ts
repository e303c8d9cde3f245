import type { Page } from '@playwright/test';
import { answerAsOwner, askAsGuest, createOwner, like, ownerWithContent } from './core-loop-data';
import { expect, test } from './fixtures';

/**
 * Issue 34: a guest looks around before joining. Explore and search open read-only from the guest
 * header; liking and following answer with the sign-in message; the landing page shows real
 * answers from Explore; the phone bar asks only with a "yes" to give.
 */

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SIGN_IN = 'Please sign in and try again!';

/** The phone bar would cover what a phone test clicks: answered "website" beforehand. */
async function withoutPhoneBar(page: Page) {
  await page.addInitScript(() => localStorage.setItem('qurio:mobile-choice', 'web'));
}

for (const size of SIZES) {
  test(`a guest opens Explore and search from the header, read-only (${size.name})`, async ({ page, request }) => {
    const seed = await ownerWithContent(request);
    await page.setViewportSize({ width: size.width, height: size.height });
    await withoutPhoneBar(page);
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Look around' });
    await header.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    // The guest's columns: the call to join, and the guest header (no member navigation).
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const mine = (text: string) =>
      page
        .getByRole('article')
        .filter({ hasText: text })
        .filter({ hasText: `@${seed.owner.account.username}` });
    const card = mine('Piranesi by Susanna Clarke.');
    await expect(card).toBeVisible();
    // Read-only: a like asks the guest to sign in, and nothing changes.
    await card.getByRole('button', { name: /like/i }).first().click();
    await expect(page.getByText(SIGN_IN)).toBeVisible();

    await header.getByRole('link', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await page.getByRole('searchbox').first().fill(seed.owner.account.username);
    await page.getByRole('searchbox').first().press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/${seed.owner.account.username}$`));
    await page.getByRole('tab', { name: 'People' }).click();
    const person = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: `@${seed.owner.account.username}` });
    await person.getByRole('link').click();
    // Following from there asks the guest to sign in too.
    await expect(page).toHaveURL(new RegExp(`/${seed.owner.account.username}$`));
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByText(SIGN_IN).last()).toBeVisible();
    // A hashtag's answers, as a guest.
    await page.goto('/search/%23books');
    await page.getByRole('tab', { name: 'Latest' }).click();
    await expect(mine('Piranesi by Susanna Clarke.')).toBeVisible();
  });
}

test('the landing page shows real answers from Explore, each a link to its page', async ({ page, request }) => {
  const owner = await createOwner(request, 'land');
  const id = await askAsGuest(request, owner, 'What would you tell a first-time visitor?');
  await answerAsOwner(request, owner, id, 'Look around first, then ask me anything.');
  // The landing shows Explore's first answers, whose rank counts likes too: the other specs' answers
  // on this server have one each, so this one gets two to be among the first three.
  for (const prefix of ['fan1', 'fan2']) await like(request, await createOwner(request, prefix), id);
  await page.goto('/');
  const answers = page.getByRole('figure', { name: /Answered on Qurio/ });
  await expect(answers).toBeVisible();
  const cards = answers.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(3);
  const mine = cards.filter({ hasText: 'Look around first, then ask me anything.' });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Anonymous asked');
  await mine.getByRole('link', { name: 'What would you tell a first-time visitor?' }).click();
  await expect(page).toHaveURL(new RegExp(`/${owner.account.username}/post/${id}$`));
  await page.goBack();
  await answers.getByRole('link', { name: 'See more answers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
});

test.describe('the phone bar (issue 34)', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile',
  });

  /** A server without store pages, as a default install is. */
  async function withoutStorePages(page: Page) {
    await page.route('**/api/appLinks', (route) =>
      route.fulfill({ json: { status: true, play_store_url: null, app_store_url: null } }),
    );
  }

  test('without store pages and without the browser’s offer: no bar and no question', async ({ page }) => {
    await withoutStorePages(page);
    const asked = page.waitForRequest('**/api/appLinks');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await asked;
    // The bar had its answer (no store pages) and still nothing shows.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
    await expect(page.getByText('Would you like to open it?')).toHaveCount(0);
  });

  test('without store pages, "Install Qurio" calls the browser’s prompt on a yes', async ({ page }) => {
    await withoutStorePages(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Headless Chromium sends no beforeinstallprompt: the test sends one, as Chrome on Android would.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      const prompted: string[] = [];
      Object.assign(window, { prompted });
      Object.assign(event, {
        prompt: async () => {
          prompted.push('prompt');
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
    });
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    await expect(bar).toContainText('Add Qurio to your home screen');
    expect(await page.evaluate(() => (window as unknown as { prompted: string[] }).prompted)).toEqual([]);
    await bar.getByRole('button', { name: 'Install Qurio' }).click();
    await expect(bar).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { prompted: string[] }).prompted)).toEqual(['prompt']);
    expect(await page.evaluate(() => localStorage.getItem('qurio:mobile-choice'))).toBe('app');
  });
});
