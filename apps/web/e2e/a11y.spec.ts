import type { APIRequestContext, request as requestFactory } from '@playwright/test';
import { api } from './api';
import { expectBothThemesClean } from './axe';
import { askAsGuest, createOwner, ownerWithContent } from './core-loop-data';
import { readerWithFeeds } from './feeds-data';
import { test as base, expect, networkSettled, signInThroughApi, storeSession } from './fixtures';

const PAGES = [
  { name: 'landing', path: '/', member: false, heading: 'Ask anything. Answer openly.' },
  { name: 'login', path: '/login', member: false, heading: 'Welcome back' },
  { name: 'signup', path: '/signup', member: false, heading: 'Create your account' },
  { name: 'home', path: '/home', member: true, heading: 'Home' },
  { name: 'welcome step 1', path: '/welcome', member: true, heading: 'Show people who you are' },
  { name: 'welcome step 2', path: '/welcome?step=2', member: true, heading: 'Follow a few people' },
  { name: 'welcome step 3', path: '/welcome?step=3', member: true, heading: 'Share your profile link' },
  { name: 'empty inbox', path: '/questions', member: true, heading: 'Questions' },
  { name: 'about', path: '/about', member: false, heading: 'About Qurio' },
  { name: 'terms', path: '/terms', member: false, heading: 'Terms and Conditions' },
  { name: 'privacy', path: '/privacy', member: false, heading: 'Privacy Policy' },
  { name: 'help', path: '/help', member: true, heading: 'Help' },
  { name: 'advertise', path: '/advertise', member: false, heading: 'Advertise on Qurio' },
  { name: 'blog', path: '/blog', member: false, heading: 'Blog' },
  {
    name: 'blog post',
    path: '/blog/staying-safe-blocking-reporting-filters',
    member: true,
    heading: 'Staying safe: blocking, reporting and the profanity filter',
  },
  { name: 'blog post not found', path: '/blog/missing', member: false, heading: 'Article not found' },
] as const;

/** An owner whose inbox holds an anonymous question, with a muted word that held one back (issue 16). */
async function ownerWithSafetyContent(request: APIRequestContext) {
  const owner = await createOwner(request, 'safe');
  const token = owner.session.access_token;
  expect((await api(request).post('/muteWord', { word: 'creep' }, token)).status()).toBe(200);
  await askAsGuest(request, owner, 'Which book changed your mind?');
  const blocked = await askAsGuest(request, owner, 'Do you remember me?');
  expect((await api(request).post('/blockAsker', { question_id: blocked }, token)).status()).toBe(200);
  // From a member: every guest here shares one address, whose asker the owner has just blocked.
  const asker = await createOwner(request, 'asker');
  const held = await api(request).post(
    '/ask',
    { user_id: owner.session.id, question: 'Are you a creep?', anonymous: true },
    asker.session.access_token,
  );
  expect(held.status()).toBe(200);
  return owner;
}

async function withApi<T>(
  playwright: { request: typeof requestFactory },
  workerInfo: { project: { use: { baseURL?: string } } },
  make: (request: APIRequestContext) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
  try {
    return await make(request);
  } finally {
    await request.dispose();
  }
}

type Seed = Awaited<ReturnType<typeof ownerWithContent>>;
type FeedsSeed = Awaited<ReturnType<typeof readerWithFeeds>>;
type SafetySeed = Awaited<ReturnType<typeof ownerWithSafetyContent>>;

/**
 * The content the screens are checked with, made once per worker: no test here writes, so every
 * test of a worker can look at the same owner, reader and inbox.
 */
const test = base.extend<object, { seed: Seed; feeds: FeedsSeed; safety: SafetySeed }>({
  seed: [
    async ({ playwright }, use, workerInfo) => use(await withApi(playwright, workerInfo, ownerWithContent)),
    { scope: 'worker' },
  ],
  feeds: [
    async ({ playwright }, use, workerInfo) => use(await withApi(playwright, workerInfo, readerWithFeeds)),
    { scope: 'worker' },
  ],
  safety: [
    async ({ playwright }, use, workerInfo) => use(await withApi(playwright, workerInfo, ownerWithSafetyContent)),
    { scope: 'worker' },
  ],
});

// Playwright injects axe as an inline script; only these tests lift the CSP for that. Every other
// spec runs under the server's real policy.
test.use({ bypassCSP: true });

test.describe('public and first-run pages', () => {
  for (const target of PAGES) {
    test(`${target.name} has no serious or critical axe violations, light and night`, async ({ page, request }) => {
      if (target.member) await signInThroughApi(page, request);
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      if (target.path === '/home') await expect(page.getByRole('complementary').first()).toContainText('@');
      await expectBothThemesClean(page, target.name);
    });
  }
});

/** The core-loop screens, each with real content: answers, a pending question, a prompt. */
const CORE_LOOP = [
  { name: 'profile as guest', as: 'guest', path: (d: Seed) => `/${d.owner.account.username}` },
  { name: 'profile as member', as: 'member', path: (d: Seed) => `/${d.owner.account.username}` },
  { name: 'own profile', as: 'owner', path: (d: Seed) => `/${d.owner.account.username}` },
  { name: 'followers tab', as: 'guest', path: (d: Seed) => `/${d.owner.account.username}/followers` },
  { name: 'questions', as: 'owner', path: () => '/questions' },
  { name: 'prompt page', as: 'guest', path: (d: Seed) => `/question/${d.promptId}` },
  // A guest looks around (issue 34): Explore and a search, in the guest's columns.
  { name: 'explore as guest', as: 'guest', path: () => '/explore' },
  { name: 'search as guest', as: 'guest', path: () => '/search/%23books' },
  { name: 'post sub-page', as: 'member', path: (d: Seed) => `/${d.owner.account.username}/post/${d.answeredId}` },
] as const;

test.describe('core loop', () => {
  for (const target of CORE_LOOP) {
    test(`${target.name} has no serious or critical axe violations, light and night`, async ({
      page,
      request,
      seed,
    }) => {
      if (target.as === 'owner') await storeSession(page, seed.owner.session);
      if (target.as === 'member') await signInThroughApi(page, request);
      await page.goto(target.path(seed));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('article, [role="list"], ul').first()).toBeVisible();
      await networkSettled(page);
      await expectBothThemesClean(page, target.name);
    });
  }

  test('the answer dialog has no serious or critical axe violations, light and night', async ({ page, seed }) => {
    await storeSession(page, seed.owner.session);
    await page.goto('/questions');
    await page.getByRole('article').getByRole('button', { name: 'Answer' }).first().click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Your answer' }).fill('A short answer.');
    await expectBothThemesClean(page, 'answer dialog');
  });
});

/**
 * Settings and the password reset (issue 5). `ready` is text of the loaded form: each settings
 * sub-page is its own chunk, so the heading shows before the form does.
 */
const SETTINGS_PAGES = [
  { name: 'settings menu', path: '/settings', member: true, heading: 'Settings', ready: 'Personal information' },
  {
    name: 'settings personal',
    path: '/settings/personal',
    member: true,
    heading: 'Personal information',
    ready: 'About you',
  },
  {
    name: 'settings blocked users',
    path: '/settings/blocked-users',
    member: true,
    heading: 'Blocked users',
    ready: 'You have not blocked anyone.',
  },
  {
    name: 'settings notification',
    path: '/settings/notification',
    member: true,
    heading: 'Notifications',
    ready: 'Notify me about',
  },
  { name: 'settings account', path: '/settings/account', member: true, heading: 'Account', ready: 'Allow questions' },
  { name: 'settings email', path: '/settings/email', member: true, heading: 'E-mail address', ready: 'Not verified' },
  { name: 'settings username', path: '/settings/username', member: true, heading: 'Username', ready: 'New username' },
  {
    name: 'settings language',
    path: '/settings/language',
    member: true,
    heading: 'Language',
    ready: 'Interface language',
  },
  {
    name: 'settings password',
    path: '/settings/password',
    member: true,
    heading: 'Password',
    ready: 'Current password',
  },
  {
    name: 'settings access tokens',
    path: '/settings/access-tokens',
    member: true,
    heading: 'Access tokens',
    ready: 'You have no access tokens.',
  },
  { name: 'reset password', path: '/reset-password', member: false, heading: 'Find your account', ready: 'Send code' },
] as const;

test.describe('settings', () => {
  for (const target of SETTINGS_PAGES) {
    test(`${target.name} has no serious or critical axe violations, light and night`, async ({ page, request }) => {
      if (target.member) await signInThroughApi(page, request);
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      await expect(page.getByText(target.ready).first()).toBeVisible();
      await networkSettled(page);
      await expectBothThemesClean(page, target.name);
    });
  }

  test('the freeze dialog has no serious or critical axe violations, light and night', async ({ page, request }) => {
    await signInThroughApi(page, request);
    await page.goto('/settings/account');
    await page.getByRole('button', { name: 'Freeze account' }).click();
    await expect(page.getByRole('dialog').getByLabel('Password')).toBeFocused();
    await expectBothThemesClean(page, 'freeze dialog');
  });

  test('the reset code step has no serious or critical axe violations, light and night', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('E-mail').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the security code' })).toBeVisible();
    await expectBothThemesClean(page, 'reset code step');
  });
});

/** The feeds, search and notification screens, each with real content (feeds-data.ts). */
const FEEDS = [
  { name: 'home timeline', path: '/home', content: 'article' },
  { name: 'explore', path: '/explore', content: 'article' },
  { name: 'search history', path: '/search', content: 'search' },
  { name: 'search results', path: '/search/%23books', content: 'article' },
  { name: 'notifications', path: '/notifications', content: 'article' },
] as const;

test.describe('feeds', () => {
  for (const target of FEEDS) {
    test(`${target.name} has no serious or critical axe violations, light and night`, async ({ page, feeds }) => {
      await storeSession(page, feeds.reader.session);
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const main = page.getByRole('main');
      if (target.content === 'article') await expect(main.getByRole('article').first()).toBeVisible();
      else await expect(main.getByRole('heading', { name: 'Search History' })).toBeVisible();
      await networkSettled(page);
      await expectBothThemesClean(page, target.name);
    });
  }

  test('the search bar with its open history has no serious or critical axe violations, light and night', async ({
    page,
    feeds,
  }) => {
    await storeSession(page, feeds.reader.session);
    await page.goto('/home');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.getByRole('searchbox', { name: 'Search' }).fill('#books');
    await sidebar.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL('/search/%23books');
    await page.goto('/home');
    await sidebar.getByRole('searchbox', { name: 'Search' }).click();
    await expect(sidebar.getByRole('link', { name: '#books' })).toBeVisible();
    await expectBothThemesClean(page, 'search bar');
  });
});

/** The member's trust and safety screens and their dialogs, with content in them. */
test.describe('trust and safety', () => {
  const screens = [
    { path: '/questions/held', heading: 'Held back', ready: 'Are you a creep?' },
    { path: '/settings/muted-words', heading: 'Muted words', ready: 'creep' },
    { path: '/settings/blocked-users', heading: 'Blocked users', ready: 'Do you remember me?' },
    { path: '/support', heading: 'Getting help', ready: null },
  ] as const;
  for (const target of screens) {
    test(`${target.path} has no serious or critical axe violations, light and night`, async ({ page, safety }) => {
      await storeSession(page, safety.session);
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
      if (target.ready) await expect(page.getByRole('main').getByText(target.ready).first()).toBeVisible();
      await networkSettled(page);
      await expectBothThemesClean(page, target.path);
    });
  }

  test('the inbox with its select mode, block and report dialogs has no serious violations, light and night', async ({
    page,
    safety,
  }) => {
    await storeSession(page, safety.session);
    await page.goto('/questions');
    const card = page.getByRole('article').filter({ hasText: 'Which book changed your mind?' });
    await expect(page.getByRole('link', { name: '1 question held back by your muted words' })).toBeVisible();
    await expectBothThemesClean(page, 'inbox with held line');

    await card.getByRole('button', { name: 'More actions' }).click();
    await card.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('alertdialog', { name: 'Report this question' });
    await report.getByText('Self-harm or suicide').click();
    await expect(report.getByRole('link', { name: 'Find help near you' })).toBeVisible();
    await expectBothThemesClean(page, 'report dialog');
    await page.keyboard.press('Escape');
    await expect(report).toHaveCount(0);

    await card.getByRole('button', { name: 'More actions' }).click();
    await card.getByRole('button', { name: 'Block the asker' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Block this asker?' })).toBeVisible();
    await expectBothThemesClean(page, 'block asker dialog');
    await page.keyboard.press('Escape');

    // Issue 34: a report sent from the inbox ends in its next steps.
    await card.getByRole('button', { name: 'More actions' }).click();
    await card.getByRole('button', { name: 'Report' }).click();
    await page
      .getByRole('alertdialog', { name: 'Report this question' })
      .getByRole('button', { name: 'Send report' })
      .click();
    const next = page.getByRole('dialog', { name: 'Thank you for reporting' });
    await expect(next.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectBothThemesClean(page, 'report next steps dialog');
    await next.getByRole('button', { name: 'Keep it' }).click();
    await expect(next).toHaveCount(0);

    await page.getByRole('button', { name: 'Select' }).click();
    await page.getByRole('checkbox', { name: 'Which book changed your mind?' }).check();
    await expect(page.getByRole('toolbar', { name: 'Selected questions' })).toContainText('1 selected');
    await expectBothThemesClean(page, 'inbox select mode');
  });
});
