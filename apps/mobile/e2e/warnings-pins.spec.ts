import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { screenSettled } from './a11y';
import { apiCall, createMember, expect, type Member, storeSession, test } from './support';

// Content warnings and pinned answers (issue 33) in the app's web export against the real server:
// a warned answer folded until pressed, the owner's pinned answers first on the profile; with
// QURIO_SCREENS=1, the profile in light and night for a person to look at.

/** `owner` answers a guest-like question of `asker`, with a content warning or none. */
async function answer(
  request: APIRequestContext,
  owner: Member,
  asker: Member,
  question: string,
  text: string,
  warning?: string,
) {
  await apiCall(request, asker, 'ask', { user_id: owner.id, question, anonymous: true });
  const { questions } = await apiCall(request, owner, 'myQuestions');
  const id = questions.find((item: { question: string }) => item.question === question).id as number;
  await apiCall(request, owner, 'answer', {
    question_id: id,
    answer: text,
    ...(warning === undefined ? {} : { content_warning: warning }),
  });
  return id;
}

async function profileWithPinsAndWarnings(request: APIRequestContext) {
  const [owner, asker, reader] = await Promise.all([
    createMember(request, 'wp'),
    createMember(request, 'wa'),
    createMember(request, 'wr'),
  ]);
  const city = await answer(request, owner, asker, 'Favourite city?', 'Lisbon, for the light and the hills.');
  await answer(
    request,
    owner,
    asker,
    'How does the series end?',
    'Everyone survives, somehow.',
    'Series finale spoilers',
  );
  const scary = await answer(
    request,
    owner,
    asker,
    'Scariest film you saw?',
    'The Thing, still.',
    'Horror, body horror',
  );
  for (const id of [scary, city]) await apiCall(request, owner, 'pinAnswer', { question_id: id });
  return { owner, reader };
}

async function openAs(page: Page, me: Member, path: string) {
  await page.goto('/login');
  await storeSession(page, me);
  await page.goto(path);
}

test('a warned answer opens on press; the pinned answers come first, marked Pinned', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { owner, reader } = await profileWithPinsAndWarnings(request);
  await openAs(page, reader, `/${owner.username}`);
  await expect(page.getByRole('heading', { name: 'Pinned answers' })).toBeVisible();
  await expect(page.getByText('Pinned', { exact: true })).toHaveCount(2);
  const warning = page.getByRole('button', { name: 'Content warning: Series finale spoilers' });
  await expect(warning).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Everyone survives, somehow.')).toHaveCount(0);
  await warning.click();
  await expect(page.getByText('Everyone survives, somehow.')).toBeVisible();
  await expect(warning).toHaveAttribute('aria-expanded', 'true');
});

test('warnings and pins on a profile, light and night @screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  const out = join(__dirname, '..', 'test-results', 'screens', 'en');
  mkdirSync(out, { recursive: true });
  const { owner, reader } = await profileWithPinsAndWarnings(request);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openAs(page, reader, `/${owner.username}`);
    await expect(page.getByRole('heading', { name: 'Pinned answers' })).toBeVisible();
    await page.getByRole('button', { name: 'Content warning: Series finale spoilers' }).click();
    await screenSettled(page);
    await page.screenshot({ path: join(out, `profile-warnings-pins-${scheme}.png`), fullPage: true });
    await openAs(page, owner, `/${owner.username}`);
    await expect(page.getByRole('heading', { name: 'Pinned answers' })).toBeVisible();
    await screenSettled(page);
    await page.screenshot({ path: join(out, `profile-own-pins-${scheme}.png`), fullPage: true });
    await page.evaluate(() => localStorage.clear());
  }
});
