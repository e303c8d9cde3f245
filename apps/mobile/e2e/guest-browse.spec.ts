import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { screenSettled } from './a11y';
import { apiCall, createMember, expect, test } from './support';

/**
 * Issue 34 in the app's web export: a visitor opens Explore and search from the log-in screen,
 * read-only (a like asks them to sign in), and the screens at phone size, light and night.
 */

async function answeredByNewMember(request: Parameters<typeof createMember>[0], answer: string) {
  const [owner, asker] = await Promise.all([createMember(request, 'gbo'), createMember(request, 'gba')]);
  await apiCall(request, asker, 'ask', { user_id: owner.id, question: 'What should a visitor read first?' });
  const inbox = await apiCall(request, owner, 'myQuestions');
  await apiCall(request, owner, 'answer', { question_id: inbox.questions[0].id, answer });
  return owner;
}

test('a visitor opens Explore and search from the log-in screen, read-only', async ({ page, request }) => {
  const tag = `gb${Date.now().toString(36)}`;
  const owner = await answeredByNewMember(request, `The newest answers first. #${tag}`);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Explore' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { name: 'Explore' })).toBeVisible();
  const card = page
    .getByRole('link', { name: `#${tag}`, exact: true })
    .filter({ visible: true })
    .last();
  await expect(card).toBeVisible();
  await expect(page.getByRole('tab', { name: /Inbox/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Like' }).first().click();
  await expect(page.getByText('Please sign in and try again!')).toBeVisible();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search/);
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(owner.username);
  await page.getByRole('tab', { name: 'People' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`@${owner.username}$`) })).toBeVisible();
});

test('a visitor’s Explore and search, light and night @screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const OUT = join(__dirname, '..', 'test-results', 'screens', 'en');
  mkdirSync(OUT, { recursive: true });
  await answeredByNewMember(request, 'A novel about the sea, read on a long train ride. #books');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [path, name] of [
      ['/explore', 'guest-explore'],
      ['/search?term=%23books', 'guest-search'],
    ] as const) {
      await page.goto(path);
      await page.getByText('A novel about the sea').filter({ visible: true }).first().waitFor();
      await screenSettled(page);
      await page.screenshot({ path: join(OUT, `${name}-${scheme}.png`) });
    }
  }
});
