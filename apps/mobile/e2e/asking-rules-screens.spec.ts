import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { screenSettled } from './a11y';
import { apiCall, createMember, storeSession, test } from './support';

// Screenshots of issue 33's screens in the app's web export at phone size, light and night, for a
// person to look at: QURIO_SCREENS=1 npm --prefix apps/mobile run e2e -- asking-rules-screens
// (QURIO_SCREENS_DIR for another folder): the sign-up with "I am under 18", the asking rules in
// the settings, the ask form inside a small circle and outside the rules, a filtered inbox.
const OUT = process.env.QURIO_SCREENS_DIR ?? join(__dirname, '..', 'test-results', 'screens', 'en');

test('the asking rules screens, light and night @screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const [owner, friend, stranger] = await Promise.all([
    createMember(request, 'rules'),
    createMember(request, 'friend'),
    createMember(request, 'strngr'),
  ]);
  await apiCall(request, owner, 'follow', { user_id: friend.id });
  await apiCall(request, friend, 'follow', { user_id: owner.id });
  await apiCall(request, friend, 'ask', {
    user_id: owner.id,
    question: 'Do you still play the guitar?',
    anonymous: true,
  });
  await apiCall(request, friend, 'ask', {
    user_id: owner.id,
    question: 'Shall we go hiking on Saturday?',
    anonymous: false,
  });
  await apiCall(request, stranger, 'ask', {
    user_id: owner.id,
    question: 'Which book should I read next?',
    anonymous: false,
  });
  await apiCall(request, owner, 'set', { key: 'anonymous_from', value: 'following' });

  const shot = async (name: string, scheme: string) => {
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `issue33-${name}-${scheme}.png`) });
  };
  const open = async (target: Page, path: string) => {
    await target.goto(path);
    await screenSettled(target);
  };

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await apiCall(request, owner, 'set', { key: 'ask_from', value: 'everyone' });
    await open(page, '/signup');
    await page.getByRole('checkbox', { name: 'I am under 18.' }).click();
    await page.getByText('We keep only these settings, not your age.', { exact: false }).scrollIntoViewIfNeeded();
    await shot('signup-under18', scheme);

    await storeSession(page, owner);
    await open(page, '/settings/account');
    await page.getByRole('heading', { name: 'Who may ask you' }).waitFor();
    await shot('settings-asking', scheme);
    await open(page, '/inbox?filter=named');
    await page.getByText('Shall we go hiking on Saturday?').waitFor();
    await shot('inbox-filter', scheme);

    await storeSession(page, friend);
    await open(page, `/${owner.username}`);
    await page.getByText('so you are anonymous only among those few people', { exact: false }).scrollIntoViewIfNeeded();
    await shot('ask-small-circle', scheme);

    await apiCall(request, owner, 'set', { key: 'ask_from', value: 'mutuals' });
    await storeSession(page, stranger);
    await open(page, `/${owner.username}`);
    await page
      .getByText('only takes questions from people they follow who follow them too', { exact: false })
      .waitFor();
    await shot('ask-note', scheme);
    await page.evaluate(() => localStorage.clear());
  }
});
