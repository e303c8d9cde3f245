import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { screenSettled } from './a11y';
import { apiCall, createMember, expect, type Member, storeSession, test } from './support';

// Explore in the reader's language (issue 34) in the app's web export against the real server: an
// English reader sees the English answer, "All languages" brings the newer German one on top and
// stays on after a reload; with QURIO_SCREENS=1, Explore with the switch on, light and night.

async function answer(request: APIRequestContext, owner: Member, asker: Member, question: string, text: string) {
  await apiCall(request, asker, 'ask', { user_id: owner.id, question, anonymous: true });
  const { questions } = await apiCall(request, owner, 'myQuestions');
  const id = questions.find((item: { question: string }) => item.question === question).id as number;
  await apiCall(request, owner, 'answer', { question_id: id, answer: text });
}

async function twoLanguages(request: APIRequestContext) {
  const [writer, asker, reader] = await Promise.all([
    createMember(request, 'lw'),
    createMember(request, 'la'),
    createMember(request, 'lr'),
  ]);
  const stamp = Date.now().toString(36);
  const english = `I love rainy Sunday mornings with a good book ${stamp}`;
  const german = `Ich liebe verregnete Sonntagmorgen mit einem guten Buch ${stamp}`;
  await answer(request, writer, asker, `In English ${stamp}?`, english);
  await answer(request, writer, asker, `Auf Deutsch ${stamp}?`, german);
  return { reader, english, german };
}

async function openAs(page: Page, me: Member, path: string) {
  await page.goto('/login');
  await storeSession(page, me);
  await page.goto(path);
}

test('Explore: my language first; "All languages" shows the newer German answer, and is kept', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { reader, english, german } = await twoLanguages(request);
  await openAs(page, reader, '/explore');
  await expect(page.getByText(english)).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'All languages' });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText(german)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'All languages' })).toBeChecked();
  await expect(page.getByText(german)).toBeVisible();
});

test('Explore with "All languages" on, light and night @screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const out = join(__dirname, '..', 'test-results', 'screens', 'en');
  mkdirSync(out, { recursive: true });
  const { reader, german } = await twoLanguages(request);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openAs(page, reader, '/explore');
    const toggle = page.getByRole('switch', { name: 'All languages' });
    if (!(await toggle.isChecked())) await toggle.click();
    await expect(page.getByText(german)).toBeVisible();
    await screenSettled(page);
    await page.screenshot({ path: join(out, `explore-all-languages-${scheme}.png`) });
    await page.evaluate(() => localStorage.clear());
  }
});
