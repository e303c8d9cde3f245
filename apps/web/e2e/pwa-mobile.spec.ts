import type { Locator, Page } from '@playwright/test';
import { answerAsOwner, askAsGuest, createOwner, ownerWithContent } from './core-loop-data';
import { expect, networkSettled, signInThroughApi, storeSession, test } from './fixtures';

// This spec is about the service worker (or runs beside it, as a member's app does): the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 390, height: 844 };
/** The Play Store page the end-to-end server is configured with (scripts/e2e-server.mjs). */
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=app.qurio.mobile';
const LOST = 'Looks like you lost your connection. Please check it and try again.';

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('installable app', () => {
  test('serves a valid manifest with its icons, linked from the page', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);

    const response = await request.get('/manifest.webmanifest');
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: 'Qurio', short_name: 'Qurio', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');
  });

  test('opens offline from the service worker and shows the offline screen until the connection is back', async ({
    page,
    context,
    request,
  }) => {
    await signInThroughApi(page, request);
    await page.goto('/home');
    await expect(page.getByRole('banner')).toBeVisible();
    // The worker installs after the load event and takes the page over once its cache is full.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      }
    });

    await context.setOffline(true);
    await page.reload();
    // The app itself opened (not the browser's error page), and its first call found no network.
    await expect(page.getByText(LOST)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(LOST)).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('never caches API calls or uploads in the worker', async ({ request }) => {
    const source = await (await request.get('/sw.js')).text();
    expect(source).toContain('/index.html');
    expect(source).not.toMatch(/"\/api\//);
    expect(source).not.toMatch(/"\/uploads\//);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the bottom bar offers the app, and "continue on the website" is remembered', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Get the app' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Open the app' })).toBeVisible();
    await bar.getByRole('button', { name: 'Continue on the website' }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toBeHidden();
  });

  test.describe('running Android', () => {
    test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Mobile' });

    test('"open the app" opens this page in the app, and the Play Store when no app takes it', async ({
      page,
      request,
    }) => {
      const owner = await createOwner(request, 'deep');
      const id = await askAsGuest(request, owner, 'Will the app open this?');
      await answerAsOwner(request, owner, id, 'It opens the same answer.');
      // The store itself is not part of the test: its page is answered here.
      await page.route(`${PLAY_STORE}**`, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Google Play</title><h1>Qurio on Google Play</h1>' }),
      );

      await page.goto(`/${owner.account.username}/post/${id}?ref=share`);
      await expect(page.getByText('It opens the same answer.')).toBeVisible();
      const open = page.getByRole('complementary', { name: 'Get the app' }).getByRole('link', { name: 'Open the app' });
      await expect(open).toHaveAttribute('href', `qurio://${owner.account.username}/post/${id}?ref=share`);
      const clickedAt = Date.now();
      await open.click();
      // No app here takes qurio:// links, so the page stays visible and moves on to the store.
      await expect(page.getByRole('heading', { name: 'Qurio on Google Play' })).toBeVisible();
      expect(page.url()).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=app\.qurio\.mobile$/);
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1400);

      // Back on the site, the answer is remembered: no bar.
      await page.goBack();
      await expect(page.getByText('It opens the same answer.')).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Get the app' })).toBeHidden();
    });
  });

  test('back on a page opened directly goes to the profile, not out of the site', async ({ page, request }) => {
    const owner = await createOwner(request, 'back');
    const id = await askAsGuest(request, owner, 'Back or forth?');
    await answerAsOwner(request, owner, id, 'Forth, always.');

    await page.goto(`/${owner.account.username}/post/${id}`);
    await expect(page.getByText('Forth, always.')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/${owner.account.username}$`));
  });
});

/** What sticks out past the right edge of the viewport (fixed layers aside), named for the failure message. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > window.innerWidth + 0.5 && getComputedStyle(element).position !== 'fixed';
      })
      .slice(0, 3)
      .map((element) => `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

// German and Spanish carry the longest labels ("Registrieren", "Iniciar sesión", "Seguidores").
for (const locale of ['de-DE', 'es-ES']) {
  test.describe(`a 320 px phone in ${locale}`, () => {
    test.use({ locale, viewport: { width: 320, height: 640 } });

    test('no page scrolls sideways, for a guest or a member', async ({ page, request }) => {
      const seed = await ownerWithContent(request);
      const profile = `/${seed.owner.account.username}`;
      const visit = async (path: string) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await networkSettled(page);
        expect(await overflowing(page), `${path} scrolls sideways`).toEqual([]);
      };
      for (const path of ['/', '/login', '/signup', profile, '/about', '/blog']) await visit(path);
      await storeSession(page, seed.owner.session);
      for (const path of ['/home', '/explore', '/questions', '/notifications', '/settings/notification', profile])
        await visit(path);
    });
  });
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the German interface', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('link', { name: 'Anmelden' }).first()).toBeVisible();
  });
});

test.describe('a Turkish browser', () => {
  test.use({ locale: 'tr-TR' });

  test('gets the Turkish interface', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/log in/i);
  });
});

test('keyboard only: log in, ask a question, and answer it', async ({ page, browser, request }) => {
  // Two members, two logins and a few hundred key presses, each checked: 25 s alone, more under load.
  test.slow();
  const owner = await createOwner(request, 'keys');
  const asker = await createOwner(request, 'asker');
  const question = 'Can this be done without a mouse?';

  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username or e-mail'));
  await page.keyboard.type(asker.account.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(asker.account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(`/${owner.account.username}`);
  await tabTo(page, page.getByRole('textbox', { name: 'Your question' }));
  await page.keyboard.type(question);
  await tabTo(page, page.getByRole('button', { name: 'Ask', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your question has been sent!')).toBeVisible();

  const context = await browser.newContext();
  const ownerPage = await context.newPage();
  await ownerPage.goto('/login');
  await tabTo(ownerPage, ownerPage.getByLabel('Username or e-mail'));
  await ownerPage.keyboard.type(owner.account.username);
  await ownerPage.keyboard.press('Tab');
  await ownerPage.keyboard.type(owner.account.password);
  await ownerPage.keyboard.press('Enter');
  await expect(ownerPage).toHaveURL(/\/home$/);
  await tabTo(ownerPage, ownerPage.getByRole('banner').getByRole('link', { name: /Questions/ }));
  await ownerPage.keyboard.press('Enter');
  await expect(ownerPage).toHaveURL(/\/questions$/);
  const card = ownerPage.getByRole('article').filter({ hasText: question });
  await tabTo(ownerPage, card.getByRole('button', { name: 'Answer' }));
  await ownerPage.keyboard.press('Enter');
  const dialog = ownerPage.getByRole('dialog', { name: 'Answer the question' });
  await expect(dialog.getByPlaceholder('Write answer..')).toBeFocused();
  await ownerPage.keyboard.type('Yes, with Tab and Enter.');
  await tabTo(ownerPage, dialog.getByRole('button', { name: 'Answer' }), 5);
  await ownerPage.keyboard.press('Enter');
  await expect(ownerPage.getByText('Your answer has been published!')).toBeVisible();
  await context.close();
});
