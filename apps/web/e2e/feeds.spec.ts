import type { Page } from '@playwright/test';
import { answerAsOwner, askAsGuest, createOwner } from './core-loop-data';
import { follow } from './feeds-data';
import { builtFile, expect, networkSettled, storeSession, test } from './fixtures';

/**
 * Feeds, search and notifications in a real browser against the built app. Polls run every 30
 * seconds; the tests that wait for one install Playwright's clock and jump it forward.
 */

const POLL = '00:31';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('feeds, search and notifications', () => {
  test('after following someone, their new answer reaches /home through the "new" buffer', async ({
    page,
    request,
  }) => {
    const writer = await createOwner(request, 'writer');
    const first = await askAsGuest(request, writer, 'What is on your desk right now?');
    await answerAsOwner(request, writer, first, 'A cold coffee and three notebooks.');
    const reader = await createOwner(request, 'reader');
    await page.clock.install();
    await storeSession(page, reader.session);

    await page.goto(`/${writer.account.username}`);
    await page.getByRole('main').getByRole('button', { name: 'Follow' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Unfollow' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    const timeline = page.getByRole('list', { name: 'Answers from people you follow' });
    await expect(timeline.getByRole('article')).toHaveCount(1);
    await expect(timeline).toContainText('A cold coffee and three notebooks.');

    const second = await askAsGuest(request, writer, 'What did you have for breakfast?');
    await answerAsOwner(request, writer, second, 'Pancakes with blueberries.');
    await page.clock.fastForward(POLL);
    const newer = page.getByRole('button', { name: 'Show 1 new answer' });
    await expect(newer).toBeVisible();
    // Held back until the reader asks for it.
    await expect(timeline.getByRole('article')).toHaveCount(1);
    await newer.click();
    await expect(timeline.getByRole('article')).toHaveCount(2);
    await expect(timeline.getByRole('article').first()).toContainText('Pancakes with blueberries.');
    await expect(newer).toBeHidden();
  });

  test('a hashtag leads to /search/%23tag with its answers', async ({ page, request }) => {
    const writer = await createOwner(request, 'tagger');
    const tag = `walk${Date.now().toString(36)}`;
    const id = await askAsGuest(request, writer, 'Where do you like to walk?');
    await answerAsOwner(request, writer, id, `Along the river, every evening. #${tag}`);
    const reader = await createOwner(request, 'reader');
    await storeSession(page, reader.session);

    await page.goto(`/${writer.account.username}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: `#${tag}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/search/%23${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search' })).toHaveValue(`#${tag}`);
    await expect(page.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
    const results = page.getByRole('tabpanel');
    await expect(results.getByRole('article')).toHaveCount(1);
    await expect(results).toContainText('Along the river, every evening.');
    await page.getByRole('tab', { name: 'Latest' }).click();
    await expect(results.getByRole('article')).toHaveCount(1);

    // The same hashtag again, from the result itself: already there, so nothing changes.
    await results.getByRole('link', { name: `#${tag}` }).click();
    await expect(page).toHaveURL(`/search/%23${tag}`);
    await expect(page.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
    await expect(results.getByRole('article')).toHaveCount(1);
  });

  test('the search bar keeps a history: add, search again, delete, clean', async ({ page, request }) => {
    const person = await createOwner(request, 'findme');
    const me = await createOwner(request, 'me');
    const username = person.account.username;
    await storeSession(page, me.session);
    await page.goto('/home');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const field = sidebar.getByRole('searchbox', { name: 'Search' });
    const history = sidebar.getByRole('region', { name: 'Search History' });

    await field.click();
    await expect(history).toContainText('Your recent searches will appear here.');
    await field.fill(username);
    const results = sidebar.getByRole('region', { name: 'Results' });
    await expect(results.getByRole('link', { name: new RegExp(`@${username}`) })).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(`/search/${username}`);
    await page.getByRole('tab', { name: 'People' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(username) })).toBeVisible();

    // Kept in local storage for this member: still there after a reload.
    await page.goto('/home');
    await field.click();
    await expect(history.getByRole('link', { name: username })).toBeVisible();
    await history.getByRole('link', { name: username }).click();
    await expect(page).toHaveURL(`/search/${username}`);

    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await field.click();
    await history.getByRole('button', { name: `Remove “${username}” from your search history` }).click();
    await expect(history.getByRole('link', { name: username })).toBeHidden();
    await expect(history).toContainText('Your recent searches will appear here.');

    await field.fill('nobody by this name');
    await expect(sidebar.getByRole('heading', { name: 'No User Found' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Clean' }).click();
    await expect(field).toHaveValue('');
    await expect(history).toBeVisible();
  });

  test('a notification appears after someone follows you', async ({ page, request }) => {
    const me = await createOwner(request, 'me');
    const fan = await createOwner(request, 'fan');
    await page.clock.install();
    await storeSession(page, me.session);
    await page.goto('/home');
    const link = mainNav(page).getByRole('link', { name: /Notifications/ });
    await expect(link).toHaveAccessibleName('Notifications');

    await follow(request, fan, me);
    await page.clock.fastForward(POLL);
    await expect(link).toHaveAccessibleName('Notifications You have new notifications');
    await link.click();
    const list = page.getByRole('list', { name: 'Your notifications' });
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list).toContainText(`${fan.account.username} is now following you.`);
    await expect(list.getByRole('link', { name: fan.account.username })).toHaveAttribute(
      'href',
      `/${fan.account.username}`,
    );
    // Seen: the indicator goes out.
    await expect(link).toHaveAccessibleName('Notifications');
  });
});

test.describe('pull to refresh', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A finger pulling the page down from its top by `distance` px, through the browser's own touch input. */
  async function pull(page: Page, distance: number) {
    const cdp = await page.context().newCDPSession(page);
    const x = 195;
    const y = 200;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 8; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + (distance * step) / 8 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  }

  test('a guest on a phone pulls a profile down and its newest answer shows; the gesture loaded after the page', async ({
    page,
    request,
  }) => {
    const owner = await createOwner(request, 'pull');
    await answerAsOwner(
      request,
      owner,
      await askAsGuest(request, owner, 'What did you read last?'),
      'A book on bridges.',
    );
    const gestureFile = builtFile('src/features/feeds/PullGesture.tsx');
    const gesture = page.waitForResponse((response) => new URL(response.url()).pathname === gestureFile);
    await page.goto(`/${owner.account.username}`);
    await expect(page.getByText('A book on bridges.')).toBeVisible();
    await gesture;

    await answerAsOwner(request, owner, await askAsGuest(request, owner, 'And before that?'), 'A novel set at sea.');
    await pull(page, 120);
    await expect(page.getByText('A novel set at sea.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Refreshing' })).toHaveCount(0);
  });
});

test('a desktop visit to a profile never loads the pull gesture', async ({ page, request }) => {
  const owner = await createOwner(request, 'nopull');
  await answerAsOwner(request, owner, await askAsGuest(request, owner, 'Tea or coffee?'), 'Tea, always tea.');
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto(`/${owner.account.username}`);
  await expect(page.getByText('Tea, always tea.')).toBeVisible();
  await networkSettled(page);
  // Some script was loaded, so an empty list below is no accident of a blocked page.
  expect(scripts.length).toBeGreaterThan(0);
  const gestureFile = builtFile('src/features/feeds/PullGesture.tsx');
  expect(scripts.filter((url) => new URL(url).pathname === gestureFile)).toEqual([]);
});
