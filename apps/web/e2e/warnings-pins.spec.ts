import type { Locator, Page } from '@playwright/test';
import { api } from './api';
import { expectBothThemesClean } from './axe';
import { answerAsOwner, askAsGuest, createOwner, type Owner } from './core-loop-data';
import { atRest, expect, NIGHT_KEY, networkSettled, storeSession, test } from './fixtures';

/**
 * Content warnings and pinned answers (issue 33) in a real browser against the real server: the
 * owner writes a warning in the answer dialog, readers see the answer folded until they open it
 * (the server's render too), a reader's setting unfolds them all; the owner pins, moves and
 * unpins answers from their menu and a guest sees them first, marked "Pinned".
 */

const card = (scope: Page | Locator, question: string) => scope.getByRole('article').filter({ hasText: question });

/** A guest's question answered through the API, with a content warning or none. */
async function answered(
  request: Parameters<typeof askAsGuest>[0],
  owner: Owner,
  question: string,
  answer: string,
  warning?: string,
) {
  const id = await askAsGuest(request, owner, question);
  if (warning === undefined) {
    await answerAsOwner(request, owner, id, answer);
    return id;
  }
  const response = await api(request).post(
    '/answer',
    { question_id: id, answer, content_warning: warning },
    owner.session.access_token,
  );
  expect(response.status()).toBe(200);
  return id;
}

test.describe('content warnings', () => {
  // Two browsers, a settings page and the server's render: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  test('the owner sets a warning; readers see the answer folded until they open it, or always open by their setting', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await createOwner(request, 'cw');
    const reader = await createOwner(request, 'cwreader');
    const question = 'How does the film end?';
    await askAsGuest(request, owner, question);

    await storeSession(page, owner.session);
    await page.goto('/questions');
    await card(page, question).getByRole('button', { name: 'Answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer the question' });
    await dialog.getByRole('textbox', { name: 'Your answer' }).fill('The butler did it, all along.');
    await dialog.getByRole('textbox', { name: 'Content warning (optional)' }).fill('  Film spoilers ');
    await dialog.getByRole('button', { name: 'Answer' }).click();
    await expect(page.getByText('Your answer has been published!')).toBeVisible();

    // A reader on the profile: the warning, the answer folded; a tap opens and folds it again.
    const context = await browser.newContext({ bypassCSP: true });
    const other = await context.newPage();
    await storeSession(other, reader.session);
    await other.goto(`/${owner.account.username}`);
    const answer = card(other, question);
    const warning = answer.getByText('Content warning: Film spoilers');
    await expect(warning).toBeVisible();
    await expect(answer.getByText('The butler did it, all along.')).toBeHidden();
    await expectBothThemesClean(other, 'a warned answer, folded');
    await answer.getByText('Show answer').click();
    await expect(answer.getByText('The butler did it, all along.')).toBeVisible();
    await answer.getByText('Hide answer').click();
    await expect(answer.getByText('The butler did it, all along.')).toBeHidden();

    // The reader's setting unfolds every warned answer.
    await other.goto('/settings/account');
    const unfold = other.getByRole('switch', { name: 'Show answers with content warnings' });
    await expect(unfold).not.toBeChecked();
    await unfold.click();
    await expect(unfold).toBeChecked();
    await other.goto(`/${owner.account.username}`);
    await expect(card(other, question).getByText('The butler did it, all along.')).toBeVisible();
    await expect(card(other, question).getByText('Show answer')).toHaveCount(0);
    await context.close();

    // The server's render for a guest folds it too, with no script: a closed disclosure.
    const html = await (await request.get(`/${owner.account.username}`)).text();
    expect(html).toMatch(/<details[^>]*>\s*<summary[^>]*>.*Film spoilers/s);
    expect(html).not.toMatch(/<details[^>]* open/);

    // Explore leaves it out; the answer's own page folds it.
    const explore = await api(request).post('/explore', { type: 'paginated', page: 1 }, reader.session.access_token);
    const listed = ((await explore.json()) as { questions: Array<{ question: string }> }).questions;
    expect(listed.map((q) => q.question)).not.toContain(question);
  });
});

test.describe('pinned answers', () => {
  test.setTimeout(60_000);
  test('the owner pins, moves and unpins answers; a guest sees them first, marked Pinned', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await createOwner(request, 'pins');
    const questions = ['Favourite city?', 'Best breakfast?', 'Last book you loved?', 'Dream job?'];
    for (const q of questions) await answered(request, owner, q, `My answer to: ${q}`);

    await storeSession(page, owner.session);
    await page.goto(`/${owner.account.username}`);
    const pinned = page.getByRole('region', { name: 'Pinned answers' });
    await expect(pinned).toHaveCount(0);
    const pin = async (question: string) => {
      // The list's copy: a pinned answer keeps its place in the list, below the pinned ones.
      await card(page, question).last().getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('button', { name: 'Pin to profile' }).click();
      await expect(page.getByText('The answer is pinned to your profile.')).toBeVisible();
    };
    await pin('Favourite city?');
    await pin('Best breakfast?');
    await expect(pinned.getByRole('article')).toHaveCount(2);
    await expect(pinned.getByRole('article').first()).toContainText('Favourite city?');
    await expect(pinned.getByText('Pinned', { exact: true })).toHaveCount(2);

    // Move the second one up: the order changes at once and stays after a reload.
    await card(pinned, 'Best breakfast?').getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Move up' }).click();
    await expect(pinned.getByRole('article').first()).toContainText('Best breakfast?');
    await page.reload();
    await expect(pinned.getByRole('article').first()).toContainText('Best breakfast?');

    // Three at most: a fourth is refused with the message, nothing moves.
    await pin('Last book you loved?');
    await card(page, 'Dream job?').getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Pin to profile' }).click();
    await expect(page.getByText('You can pin up to 3 answers. Unpin one first.')).toBeVisible();
    await expect(pinned.getByRole('article')).toHaveCount(3);

    // A guest, in a browser of their own: the pinned answers first, in order, and the list below.
    const context = await browser.newContext({ bypassCSP: true });
    const guest = await context.newPage();
    await guest.goto(`/${owner.account.username}`);
    const seen = guest.getByRole('region', { name: 'Pinned answers' }).getByRole('article');
    await expect(seen).toHaveCount(3);
    await expect(seen.nth(0)).toContainText('Best breakfast?');
    await expect(seen.nth(1)).toContainText('Favourite city?');
    await expect(seen.nth(2)).toContainText('Last book you loved?');
    await expectBothThemesClean(guest, 'pinned answers');
    await context.close();

    // Unpinning takes it out of the pinned answers; it stays in the list.
    await card(pinned, 'Favourite city?').getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('button', { name: 'Unpin from profile' }).click();
    await expect(pinned.getByRole('article')).toHaveCount(2);
    await expect(card(page, 'Favourite city?')).toHaveCount(1);
  });
});

/** Screenshots for review (`QURIO_SCREENS=1`): a profile with pins and a folded and an opened warning. */
const OUT = new URL('../test-results/screens/', import.meta.url);
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens warnings and pins ${size.name} ${theme}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const owner = await createOwner(request, 'shot');
      const city = await answered(request, owner, 'Favourite city?', 'Lisbon, for the light and the hills.');
      await answered(
        request,
        owner,
        'How does the series end?',
        'Everyone survives, somehow.',
        'Series finale spoilers',
      );
      const scary = await answered(
        request,
        owner,
        'Scariest film you saw?',
        'The Thing. Still gives me chills.',
        'Horror, body horror',
      );
      for (const id of [scary, city]) {
        await api(request).post('/pinAnswer', { question_id: id }, owner.session.access_token);
      }
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await page.goto(`/${owner.account.username}`);
      await networkSettled(page);
      const stay = page.getByRole('button', { name: 'Continue on the website' });
      if (await stay.isVisible()) await stay.click();
      await card(page, 'How does the series end?').getByText('Show answer').click();
      await atRest(page);
      await page.screenshot({
        path: new URL(`warnings-pins-${size.name}-${theme}.png`, OUT).pathname,
        fullPage: true,
      });

      await storeSession(page, owner.session);
      await page.goto(`/${owner.account.username}`);
      await networkSettled(page);
      await card(page, 'Favourite city?').first().getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('button', { name: 'Edit answer' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit your answer' })).toBeVisible();
      await atRest(page);
      await page.screenshot({ path: new URL(`warnings-dialog-${size.name}-${theme}.png`, OUT).pathname });
    });
  }
}
