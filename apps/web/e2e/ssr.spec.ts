import type { Page } from '@playwright/test';
import { answerAsOwner, askAsGuest, createOwner, type Owner } from './core-loop-data';
import { expect, NIGHT_KEY, SESSION_KEY, storeSession, test } from './fixtures';

/**
 * Public pages come rendered from the server (apps/web/src/entry-server.tsx): readable without
 * JavaScript, and hydrated by the browser without a mismatch or a second request for their data.
 */

const SHOTS = process.env.SSR_SHOTS_DIR;

async function profileWithAnswers(request: Parameters<typeof createOwner>[0]) {
  const owner = await createOwner(request, 'ssr');
  const asker = await createOwner(request, 'asker');
  // A member's anonymous question: their name must appear nowhere in the page.
  const asked = await request.post('/api/ask', {
    data: { user_id: owner.session.id, question: 'Which book changed your mind?', anonymous: true },
    headers: { Authorization: `Bearer ${asker.session.access_token}` },
  });
  expect(asked.status()).toBe(200);
  const inbox = await request.get('/api/myQuestions', {
    headers: { Authorization: `Bearer ${owner.session.access_token}` },
  });
  const { questions } = (await inbox.json()) as { questions: Array<{ id: number }> };
  const anonymousId = questions[0]?.id ?? 0;
  await answerAsOwner(request, owner, anonymousId, 'Piranesi, by Susanna Clarke.');
  const guestId = await askAsGuest(request, owner, 'Where would you live for a year?');
  await answerAsOwner(request, owner, guestId, 'Lisbon, for the light and the trams.');
  return { owner, asker, anonymousId };
}

/**
 * Remembers the server's first element in #root before any script runs: hydration keeps that very
 * node, a fresh client render replaces it.
 */
async function markServerNode(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { ssrNode: Element | null }).ssrNode = document.querySelector('#root > *');
    });
  });
}

const keptServerNode = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { ssrNode: Element | null }).ssrNode;
    return kept !== null && kept === document.querySelector('#root > *');
  });

/** Hydration problems React reports (recoverable errors, mismatches) and any other console error. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a guest reads a profile's answers, never the anonymous asker", async ({ page, request }) => {
    const { owner, asker } = await profileWithAnswers(request);
    const response = await page.goto(`/${owner.account.username}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Piranesi, by Susanna Clarke.')).toBeVisible();
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    await expect(page.getByText('Which book changed your mind?')).toBeVisible();
    await expect(page).toHaveTitle(`${owner.account.username} - Qurio`);
    const html = await page.content();
    expect(html).not.toContain(asker.account.username);
    expect(html).not.toContain(`"sender_id":${asker.session.id}`);
    if (SHOTS) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.screenshot({ path: `${SHOTS}/profile-nojs-${width}-light.png`, fullPage: true });
      }
    }
  });

  test('an answer and a static page are there in the HTML, in the reader’s language', async ({ browser, request }) => {
    const { owner, anonymousId } = await profileWithAnswers(request);
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`/${owner.account.username}/post/${anonymousId}`);
    await expect(page.getByText('Piranesi, by Susanna Clarke.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Über Qurio' })).toBeVisible();
    await context.close();
  });

  test('the landing page and a blog post are there too', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Qurio' })).toBeVisible();
    await page.goto('/blog/how-anonymity-works-on-qurio');
    await expect(page.getByRole('heading', { level: 2, name: 'Who can see it' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('a server-rendered profile hydrates without a mismatch or a second request, and navigation works', async ({
    page,
    request,
  }) => {
    const { owner } = await profileWithAnswers(request);
    const errors = collectConsoleErrors(page);
    await markServerNode(page);
    const apiCalls: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/api/')) apiCalls.push(path);
    });
    await page.goto(`/${owner.account.username}`);
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    // Hydrated: a button of the page answers (the ask form takes text) and the router navigates.
    await page.waitForLoadState('networkidle');
    expect(apiCalls.filter((path) => path === '/api/profile' || path === '/api/questions')).toEqual([]);
    expect(await keptServerNode(page)).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Qurio' })).toBeVisible();
    await page.goBack();
    await expect(page.getByText('Piranesi, by Susanna Clarke.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('static pages and the landing page hydrate without errors', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await markServerNode(page);
    for (const path of ['/', '/terms', '/blog', '/blog/how-anonymity-works-on-qurio']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await keptServerNode(page), path).toBe(true);
    }
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page).toHaveURL('/blog');
    expect(errors).toEqual([]);
  });

  test('a member with a stored session, and a guest in night mode, get their own render', async ({ page, request }) => {
    const { owner } = await profileWithAnswers(request);
    const member: Owner = await createOwner(request, 'reader');
    const errors = collectConsoleErrors(page);
    await markServerNode(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), NIGHT_KEY);
    await page.goto(`/${owner.account.username}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Night mode differs from the server's light render: rendered afresh, with the server's data.
    expect(await keptServerNode(page)).toBe(false);

    await storeSession(page, member.session);
    await page.goto(`/${owner.account.username}`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key) !== null, SESSION_KEY)).toBe(true);
    // From then on the browser says a session is stored, and the server sends the member the
    // plain shell: no guest page to type into before the member's page replaces it.
    expect(await page.evaluate(() => document.cookie)).toContain('qurio_signed_in=1');
    await page.reload();
    await expect(page.getByText('Lisbon, for the light and the trams.')).toBeVisible();
    expect(await page.locator('#ssr-data').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
