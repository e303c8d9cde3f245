import type { Page } from '@playwright/test';
import { ownerWithContent } from './core-loop-data';
import { readerWithFeeds } from './feeds-data';
import { atRest, NIGHT_KEY, networkSettled, signInThroughApi, storeSession, test } from './fixtures';

// This spec is about the service worker (or runs beside it, as a member's app does): the config blocks it elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * Run on demand: `QURIO_SCREENS=1 playwright test -c apps/web/playwright.config.ts`.
 * Saves the main screens at desktop and phone widths, light and night, for a visual review.
 */
const OUT = 'test-results/screens';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PAGES = [
  { name: 'landing', path: '/', member: false },
  { name: 'login', path: '/login', member: false },
  { name: 'signup', path: '/signup', member: false },
  { name: 'home', path: '/home', member: true },
  { name: 'welcome-1', path: '/welcome', member: true },
  { name: 'welcome-2', path: '/welcome?step=2', member: true },
  { name: 'welcome-3', path: '/welcome?step=3', member: true },
  { name: 'inbox-empty', path: '/questions', member: true },
  { name: 'about', path: '/about', member: false },
  { name: 'terms', path: '/terms', member: true },
  { name: 'help', path: '/help', member: false },
  { name: 'blog', path: '/blog', member: false },
  { name: 'blog-post', path: '/blog/how-anonymity-works-on-qurio', member: false },
  { name: 'unsubscribe', path: '/unsubscribe/1-1-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', member: false },
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    for (const target of PAGES) {
      test(`@screens ${target.name} ${size.name} ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        if (target.member) await signInThroughApi(page, request);
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (target.path === '/home') await page.getByText('0', { exact: true }).first().waitFor();
        // Pictures drawn on the server (the welcome's story card) take a moment the first time.
        await page.waitForFunction(() =>
          Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
        );
        await atRest(page);
        const file = `${OUT}/${target.name}-${size.name}-${theme}.png`;
        await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname, fullPage: true });
      });
    }
  }
}

type Seed = Awaited<ReturnType<typeof ownerWithContent>>;

/** The core-loop screens with real content; `prepare` brings the screen into the state to review. */
const CORE_LOOP: ReadonlyArray<{
  name: string;
  as: 'guest' | 'owner';
  path: (seed: Seed) => string;
  prepare?: (page: Page) => Promise<void>;
}> = [
  { name: 'profile-guest', as: 'guest', path: (seed) => `/${seed.owner.account.username}` },
  { name: 'profile-own', as: 'owner', path: (seed) => `/${seed.owner.account.username}` },
  {
    name: 'questions-answer-dialog',
    as: 'owner',
    path: () => '/questions',
    prepare: async (page) => {
      await page.getByRole('article').getByRole('button', { name: 'Answer' }).first().click();
      await page
        .getByRole('dialog')
        .getByRole('textbox', { name: 'Your answer' })
        .fill('Whatever the radio played this morning.');
    },
  },
  { name: 'post', as: 'guest', path: (seed) => `/${seed.owner.account.username}/post/${seed.answeredId}` },
  { name: 'prompt', as: 'guest', path: (seed) => `/question/${seed.promptId}` },
];

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    for (const target of CORE_LOOP) {
      test(`@screens ${target.name} ${size.name} ${theme}`, async ({ page, request }) => {
        const seed = await ownerWithContent(request);
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        if (target.as === 'owner') await storeSession(page, seed.owner.session);
        await page.goto(target.path(seed));
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('article').first().waitFor();
        await networkSettled(page);
        await target.prepare?.(page);
        await atRest(page);
        const file = `${OUT}/${target.name}-${size.name}-${theme}.png`;
        // A dialog is reviewed as the reader sees it: the viewport, not the whole page.
        await page.screenshot({
          path: new URL(`../${file}`, import.meta.url).pathname,
          fullPage: target.prepare === undefined,
        });
      });
    }
  }
}

/** Settings and the password reset (issue 5); `ready` is text of the loaded form (sub-pages load lazily). */
const SETTINGS_SCREENS = [
  { name: 'settings', path: '/settings', member: true, ready: 'Personal information' },
  { name: 'settings-personal', path: '/settings/personal', member: true, ready: 'About you' },
  { name: 'settings-account', path: '/settings/account', member: true, ready: 'Allow questions' },
  { name: 'settings-notification', path: '/settings/notification', member: true, ready: 'Daily digest' },
  { name: 'settings-email', path: '/settings/email', member: true, ready: 'Not verified' },
  { name: 'reset-password', path: '/reset-password', member: false, ready: 'Send code' },
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    for (const target of SETTINGS_SCREENS) {
      test(`@screens ${target.name} ${size.name} ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        if (target.member) await signInThroughApi(page, request);
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByText(target.ready).first().waitFor();
        await networkSettled(page);
        await atRest(page);
        const file = `${OUT}/${target.name}-${size.name}-${theme}.png`;
        await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname, fullPage: true });
      });
    }
  }
}

/** The feeds, search and notification screens with content, seen by a reader (feeds-data.ts). */
const FEEDS: ReadonlyArray<{ name: string; path: string; prepare?: (page: Page) => Promise<void> }> = [
  { name: 'home-timeline', path: '/home' },
  { name: 'explore', path: '/explore' },
  // Explore with its "All languages" switch on (issue 34); 'explore' above shows it off.
  {
    name: 'explore-all-languages',
    path: '/explore',
    prepare: async (page) => {
      await page.getByRole('switch', { name: 'All languages' }).click();
      await page.getByRole('switch', { name: 'All languages', checked: true }).waitFor();
      await networkSettled(page);
    },
  },
  { name: 'search-results', path: '/search/%23books' },
  { name: 'notifications', path: '/notifications' },
  {
    name: 'search-bar-history',
    path: '/home',
    prepare: async (page) => {
      const field = page.getByRole('searchbox', { name: 'Search' }).first();
      if (!(await field.isVisible())) return;
      await field.fill('#books');
      await field.press('Enter');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
      await field.click();
    },
  },
];

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    for (const target of FEEDS) {
      test(`@screens ${target.name} ${size.name} ${theme}`, async ({ page, request }) => {
        const seed = await readerWithFeeds(request);
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        await storeSession(page, seed.reader.session);
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('main').getByRole('article').first().waitFor();
        await networkSettled(page);
        await target.prepare?.(page);
        await atRest(page);
        const file = `${OUT}/${target.name}-${size.name}-${theme}.png`;
        await page.screenshot({
          path: new URL(`../${file}`, import.meta.url).pathname,
          fullPage: target.prepare === undefined,
        });
      });
    }
  }
}

/** What a guest sees while looking around (issue 34): the landing's real answers, Explore, search. */
const GUEST_BROWSE = [
  { name: 'landing-answers', path: '/', ready: 'Answered on Qurio' },
  { name: 'explore-guest', path: '/explore', ready: 'Piranesi by Susanna Clarke.' },
  { name: 'search-guest', path: '/search/%23books', ready: 'Piranesi by Susanna Clarke.' },
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    for (const target of GUEST_BROWSE) {
      test(`@screens ${target.name} ${size.name} ${theme}`, async ({ page, request }) => {
        await ownerWithContent(request);
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(
          ([night, value]) => {
            localStorage.setItem(night, value);
            // The phone bar is reviewed on its own (below).
            localStorage.setItem('qurio:mobile-choice', 'web');
          },
          [NIGHT_KEY, String(theme === 'night')] as const,
        );
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByText(target.ready).first().waitFor();
        await networkSettled(page);
        await atRest(page);
        const file = `${OUT}/${target.name}-${size.name}-${theme}.png`;
        await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname, fullPage: true });
      });
    }
  }
}

/** The phone bar without store pages, where the browser offers the install (issue 34). */
for (const theme of ['light', 'night'] as const) {
  test(`@screens mobile-bar-install phone ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      NIGHT_KEY,
      String(theme === 'night'),
    ] as const);
    await page.route('**/api/appLinks', (route) =>
      route.fulfill({ json: { status: true, play_store_url: null, app_store_url: null } }),
    );
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: async () => undefined, userChoice: new Promise(() => undefined) });
      window.dispatchEvent(event);
    });
    await page.getByRole('complementary', { name: 'Get the app' }).waitFor();
    await atRest(page);
    const file = `${OUT}/mobile-bar-install-phone-${theme}.png`;
    await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname });
  });
}

/** The phone bottom bar over the landing page, as it first shows (the viewport, not the full page). */
for (const theme of ['light', 'night'] as const) {
  test(`@screens mobile-bar phone ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      NIGHT_KEY,
      String(theme === 'night'),
    ] as const);
    await page.goto('/');
    await page.getByRole('complementary', { name: 'Get the app' }).waitFor();
    await atRest(page);
    const file = `${OUT}/mobile-bar-phone-${theme}.png`;
    await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname });
  });
}

/** The offline screen as a reload without a connection shows it (the service worker opens the app). */
for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens offline ${size.name} ${theme}`, async ({ page, context, request }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await signInThroughApi(page, request);
      await page.goto('/home');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
        }
      });
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('button', { name: 'Try Again' }).waitFor();
      await atRest(page);
      const file = `${OUT}/offline-${size.name}-${theme}.png`;
      await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname });
      await context.setOffline(false);
    });
  }
}
