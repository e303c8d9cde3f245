import { expectBothThemesClean, screenSettled } from './a11y';
import { apiCall, createMember, expect, type Member, storeSession, test } from './support';

// axe on the phone app's web export (issue 30): every tab and every pushed screen, light and night,
// 0 serious or critical findings. The screens are filled with data first (an answer, a like, a
// follow, questions waiting, a notification), so the rows and cards are what is checked, not the
// empty states alone.

const GUEST_SCREENS = ['/login', '/signup', '/forgot-password'];

test('the guest screens pass axe, light and night', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of GUEST_SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    await expectBothThemesClean(page, path);
  }
});

/** A member with a friend who answered a question, a like, questions waiting and a notification. */
async function filledAccount(request: Parameters<typeof createMember>[0]) {
  const [me, friend, asker] = await Promise.all([
    createMember(request, 'ax'),
    createMember(request, 'axf'),
    createMember(request, 'axa'),
  ]);
  await apiCall(request, me, 'follow', { user_id: friend.id });
  await apiCall(request, friend, 'follow', { user_id: me.id });
  await apiCall(request, asker, 'ask', {
    user_id: friend.id,
    question: 'What are you reading? #books',
    anonymous: true,
  });
  const { questions } = await apiCall(request, friend, 'myQuestions');
  const questionId = questions[0].id as number;
  await apiCall(request, friend, 'answer', { question_id: questionId, answer: 'A novel about the sea. #books' });
  await apiCall(request, me, 'likeQuestion', { id: questionId });
  await apiCall(request, asker, 'ask', { user_id: me.id, question: 'Coffee or tea?', anonymous: true });
  await apiCall(request, friend, 'ask', { user_id: me.id, question: 'Where did you grow up?', anonymous: false });
  const prompts = await apiCall(request, me, 'preQuestions');
  const promptId = prompts.questions[0]?.id as number | undefined;
  return { me, friend, questionId, promptId };
}

async function checkScreens(page: import('@playwright/test').Page, me: Member, paths: string[]) {
  await page.goto('/login');
  await storeSession(page, me);
  for (const path of paths) {
    await page.goto(path);
    // The screen has drawn its content: a heading, a tab bar or a list, and nothing left loading.
    await expect(page.locator('#root')).not.toBeEmpty();
    await screenSettled(page);
    await expectBothThemesClean(page, path);
  }
}

test('the tabs pass axe, light and night', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { me, friend } = await filledAccount(request);
  await page.goto('/login');
  await storeSession(page, me);
  await page.goto('/');
  await expect(page.getByText('A novel about the sea.', { exact: false }).first()).toBeVisible();
  await expectBothThemesClean(page, 'home');
  for (const [path, ready] of [
    ['/explore', 'A novel about the sea.'],
    ['/inbox', 'Coffee or tea?'],
    ['/notifications', friend.username],
    ['/profile', `@${me.username}`],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(ready, { exact: false }).first()).toBeVisible();
    await expectBothThemesClean(page, path);
  }
});

test('the pushed screens pass axe, light and night', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { me, friend, questionId, promptId } = await filledAccount(request);
  await checkScreens(page, me, [
    `/${friend.username}`,
    `/${friend.username}/post/${questionId}`,
    `/${friend.username}/followers`,
    `/${friend.username}/following`,
    ...(promptId ? [`/question/${promptId}`] : []),
    '/search?term=books',
    '/held-questions',
  ]);
});

test('the settings pass axe, light and night', async ({ page, request }) => {
  test.setTimeout(240_000);
  const me = await createMember(request, 'axs');
  await checkScreens(page, me, [
    '/settings',
    '/settings/personal',
    '/settings/account',
    '/settings/username',
    '/settings/email',
    '/settings/password',
    '/settings/two-factor',
    '/settings/sessions',
    '/settings/access-tokens',
    '/settings/notification',
    '/settings/language',
    '/settings/muted-words',
    '/settings/blocked-users',
  ]);
});

// A screenshot of the skeletons (QURIO_SCREENS=1 … e2e -- a11y.spec.ts): the timeline's first page
// is held back until the picture is taken, then let through.
test('the skeletons while a feed loads, light and night @screens', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { join } = await import('node:path');
  const { mkdirSync } = await import('node:fs');
  const out = join(__dirname, '..', 'test-results', 'screens', 'en');
  mkdirSync(out, { recursive: true });
  const { me } = await filledAccount(request);
  await page.goto('/login');
  await storeSession(page, me);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/timeline*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByTestId('skeleton')).toBeVisible();
    await page.screenshot({ path: join(out, `skeleton-home-${scheme}.png`) });
    release();
    await expect(page.getByText('A novel about the sea.', { exact: false }).first()).toBeVisible();
    await page.unroute('**/api/timeline*');
  }
});
