import type { Page, Request } from '@playwright/test';
import { answerAsOwner, askAsGuest, createOwner } from './core-loop-data';
import { follow } from './feeds-data';
import { expect, networkSettled, storeSession, test, trackProblems } from './fixtures';

/**
 * Live updates in a real browser (issue 17): a member with Qurio open sees what happens the moment
 * it happens, over the `events` stream, not at the next 30-second poll. Two browsers side by side:
 * the member's, and a guest's who asks.
 */

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Every API request the page makes from now on, by path. */
function recordApi(page: Page): Array<{ path: string; at: number }> {
  const seen: Array<{ path: string; at: number }> = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push({ path: url.pathname + url.search, at: Date.now() });
  });
  return seen;
}

/** Resolves once the page's live stream answered with its headers (the client is then `live`). */
function streamOpened(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events' && response.ok());
}

test.describe('live updates', () => {
  test('a new question lights the inbox badge within 2 s of the ask, without a poll', async ({
    page,
    browser,
    request,
    problems,
  }) => {
    const member = await createOwner(request, 'livemem');
    await storeSession(page, member.session);
    const opened = streamOpened(page);
    await page.goto('/home');
    const events = await opened;
    // The token travels in the Authorization header, never in the URL.
    expect(events.url()).not.toContain(member.session.access_token);
    expect(await events.request().headerValue('authorization')).toBe(`Bearer ${member.session.access_token}`);
    const badge = mainNav(page).getByRole('link', { name: /Questions/ });
    await expect(badge).not.toContainText('1');
    const requests = recordApi(page);

    // A guest in another browser asks through the profile's form.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await trackProblems(guest, problems);
    await guest.goto(`/${member.account.username}`);
    await guest.getByRole('textbox', { name: 'Your question' }).fill('Do you see me the moment I ask?');
    const asked = guest.waitForResponse((response) => new URL(response.url()).pathname === '/api/ask');
    await guest.getByRole('button', { name: 'Ask', exact: true }).click();
    expect((await asked).status()).toBe(200);
    const askedAt = Date.now();

    await expect(badge).toContainText('1', { timeout: 2000 });
    const delay = Date.now() - askedAt;
    await expect(badge).toHaveAccessibleName(/1 new question/);
    // The notifications dot too: "You have a new question".
    await expect(mainNav(page).getByText('You have new notifications')).toBeAttached();
    // Nothing was polled for it: no stats, inbox or notifications request between the ask and the badge.
    const polled = requests.filter(
      (r) => r.at <= askedAt + delay && /\/api\/(stats|myQuestions|notifications)/.test(r.path),
    );
    expect(polled).toEqual([]);
    console.log(`live e2e: the badge showed ${delay} ms after the ask was answered`);

    // The notification names nobody: the guest asked anonymously.
    await mainNav(page)
      .getByRole('link', { name: /Notifications/ })
      .click();
    const list = page.getByRole('list', { name: 'Your notifications' });
    await expect(list.getByRole('article').first()).toContainText('You have a new question.');
    await expect(list.getByRole('article').first().getByRole('img', { name: 'Anonymous' })).toBeVisible();
    await guestContext.close();
  });

  test('a followed member’s answer reaches the "new answers" buffer within a second or two', async ({
    page,
    request,
  }) => {
    const writer = await createOwner(request, 'livewri');
    const reader = await createOwner(request, 'liverea');
    await follow(request, reader, writer);
    const first = await askAsGuest(request, writer, 'What is on your desk right now?');
    await answerAsOwner(request, writer, first, 'A cold coffee and three notebooks.');
    await storeSession(page, reader.session);
    const opened = streamOpened(page);
    await page.goto('/home');
    await opened;
    const timeline = page.getByRole('list', { name: 'Answers from people you follow' });
    await expect(timeline.getByRole('article')).toHaveCount(1);

    const second = await askAsGuest(request, writer, 'What did you have for breakfast?');
    await answerAsOwner(request, writer, second, 'Pancakes with blueberries.');
    const newer = page.getByRole('button', { name: 'Show 1 new answer' });
    await expect(newer).toBeVisible({ timeout: 2000 });
    await expect(timeline.getByRole('article')).toHaveCount(1);
    await newer.click();
    await expect(timeline.getByRole('article').first()).toContainText('Pancakes with blueberries.');
  });

  test('"Show N new answers" scrolls a reader far down the timeline back to the top and shows them', async ({
    page,
    request,
  }) => {
    // Ten sign-ups' worth of API calls before the browser starts: slow on a loaded 2-core machine.
    test.setTimeout(60_000);
    const [writer, reader] = await Promise.all([createOwner(request, 'livescr'), createOwner(request, 'livesrd')]);
    await follow(request, reader, writer);
    // More answers than the window holds, so the reader can scroll away from the top.
    const numbers = Array.from({ length: 10 }, (_, i) => i + 1);
    const ids = await Promise.all(
      numbers.map((n) => askAsGuest(request, writer, `Long-timeline question number ${n}?`)),
    );
    for (const [i, id] of ids.entries()) {
      await answerAsOwner(
        request,
        writer,
        id,
        `Answer number ${i + 1}, long enough to take a line or two on the card.`,
      );
    }
    await storeSession(page, reader.session);
    const opened = streamOpened(page);
    await page.goto('/home');
    await opened;
    const timeline = page.getByRole('list', { name: 'Answers from people you follow' });
    await expect(timeline.getByRole('article')).toHaveCount(10);
    await timeline.getByRole('article').last().scrollIntoViewIfNeeded();
    await expect(timeline.getByRole('article').first()).not.toBeInViewport();

    const id = await askAsGuest(request, writer, 'What is new at the top?');
    await answerAsOwner(request, writer, id, 'This answer, the newest of all.');
    const newer = page.getByRole('button', { name: 'Show 1 new answer' });
    // The button stays in sight while the reader is far down (it sticks under the header).
    await expect(newer).toBeInViewport({ timeout: 2000 });
    await newer.click();
    const first = timeline.getByRole('article').first();
    await expect(first).toContainText('This answer, the newest of all.');
    // The reader is taken to it, not left where they were with the new answer above them.
    await expect(first).toBeInViewport();
    await expect(timeline).toBeFocused();
  });

  test('a tab hidden for long closes its stream, and catches up when shown again', async ({ page, request }) => {
    const member = await createOwner(request, 'livehid');
    await page.clock.install();
    await storeSession(page, member.session);
    const opened = streamOpened(page);
    await page.goto('/home');
    await opened;
    const streams: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/events') streams.push(r);
    });
    // The open stream's request ends (aborted by the page) once the tab has been hidden for long.
    const closed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/api/events');

    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.clock.fastForward('02:05');
    await closed;
    // While hidden and closed, a question comes in; nothing shows it yet, and nothing polls.
    await askAsGuest(request, member, 'Asked while the tab was hidden?');
    const badge = mainNav(page).getByRole('link', { name: /Questions/ });
    // Five minutes of the page's clock: any poll or reconnection it had planned would start, and
    // its request end, before the look.
    await page.clock.fastForward('05:00');
    await networkSettled(page);
    await expect(badge).not.toContainText('1');

    const reopened = streamOpened(page);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const again = await reopened;
    await expect(badge).toContainText('1', { timeout: 2000 });
    // The stream opened again at once, as a new request, after the one closed while hidden.
    expect(streams.at(-1)).toBe(again.request());
  });
});
