import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectBothThemesClean, screenSettled } from './a11y';
import { apiCall, createMember, expect, type Member, storeSession, test } from './support';

// Pictures in answers (issue 31) in the app's web export against the real server: the composer
// (expo-image-picker's web half is a file input, so the browser's file chooser stands in for the
// phone's picker), the card's grid, the viewer by keyboard, axe in both themes; and, with
// QURIO_SCREENS=1, screenshots of the card, the viewer and the form for a person to look at.

const FIXTURES = join(__dirname, '..', 'test', 'fixtures');
const PHOTO = { name: 'blue-800x600.png', mimeType: 'image/png' };
const PORTRAIT = { name: 'amber-600x800.jpg', mimeType: 'image/jpeg' };
const GIF = { name: 'wave-120x80.gif', mimeType: 'image/gif' };
type Fixture = typeof PHOTO;

const LANG = process.env.QURIO_SCREENS_LANG ?? 'en';
const strings = JSON.parse(readFileSync(join(__dirname, '../../web/src/i18n/locales', `${LANG}.json`), 'utf8'));
const media = strings.app.native.media as Record<string, string>;

async function upload(request: APIRequestContext, member: Member, fixture: Fixture): Promise<number> {
  const response = await request.post('/api/uploadMedia', {
    headers: { authorization: `Bearer ${member.token}` },
    multipart: { media: { ...fixture, buffer: readFileSync(join(FIXTURES, fixture.name)) } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).media.id;
}

/** `owner` answers a question of `asker` with pictures (and their descriptions). */
async function answerWith(
  request: APIRequestContext,
  owner: Member,
  asker: Member,
  question: string,
  answer: string,
  pictures: Array<[Fixture, string]>,
) {
  await apiCall(request, asker, 'ask', { user_id: owner.id, question, anonymous: true });
  const { questions } = await apiCall(request, owner, 'myQuestions');
  const id = questions.find((item: { question: string }) => item.question === question).id as number;
  const items = [];
  for (const [fixture, alt] of pictures) items.push({ id: await upload(request, owner, fixture), alt });
  await apiCall(request, owner, 'answer', { question_id: id, answer, media: items });
  return id;
}

/** A reader following a friend whose answers carry three pictures (a GIF among them) and one. */
async function timelineWithPictures(request: APIRequestContext, lang = 'en') {
  const [me, friend, asker] = await Promise.all([
    createMember(request, 'pm', lang as 'en'),
    createMember(request, 'pf'),
    createMember(request, 'pa'),
  ]);
  await apiCall(request, me, 'follow', { user_id: friend.id });
  await answerWith(request, friend, asker, 'What does your morning look like?', 'Sea, wall, and the cat.', [
    [PHOTO, 'A calm blue sea under a clear sky'],
    [PORTRAIT, 'A sunny amber wall'],
    [GIF, 'A cat waving hello'],
  ]);
  await answerWith(request, friend, asker, 'Your favourite colour?', 'This one.', [[PHOTO, 'A square of deep blue']]);
  return { me, friend };
}

async function openAs(page: Page, me: Member, path: string) {
  await page.goto('/login');
  await storeSession(page, me);
  await page.goto(path);
}

test('a card’s pictures open in a viewer that the keyboard moves and closes; axe passes', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { me } = await timelineWithPictures(request);
  await openAs(page, me, '/');
  const tile = page.getByRole('button', { name: 'A calm blue sea under a clear sky' });
  await expect(tile).toBeVisible();
  await expect(page.getByRole('button', { name: 'A square of deep blue' })).toBeVisible();
  await screenSettled(page);
  await expectBothThemesClean(page, 'home with pictures');

  await tile.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Pictures' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText('1 of 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'A calm blue sea under a clear sky' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('2 of 3')).toBeVisible();
  await expect(viewer.getByText('A sunny amber wall')).toBeVisible();
  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(viewer.getByText('3 of 3')).toBeVisible();
  await screenSettled(page);
  await expectBothThemesClean(page, 'picture viewer');

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tile).toBeFocused();
  // The viewer opened over the timeline, not the answer's page.
  expect(new URL(page.url()).pathname).toBe('/');
});

test('answers with two pictures chosen in the browser’s file chooser', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [me, asker] = await Promise.all([createMember(request, 'pw'), createMember(request, 'pq')]);
  await apiCall(request, asker, 'ask', { user_id: me.id, question: 'Show me your desk?', anonymous: true });
  const id = (await apiCall(request, me, 'myQuestions')).questions[0].id as number;
  await openAs(page, me, '/inbox');
  await page.getByRole('button', { name: 'Answer: Show me your desk?' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('Tidy for once.');
  await page.getByRole('button', { name: 'Add a picture' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Photo library' }).click();
  await (await chooser).setFiles([join(FIXTURES, PHOTO.name), join(FIXTURES, GIF.name)]);
  await expect(page.getByText('2 of 4 pictures')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Answer', exact: true })).toBeEnabled();

  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please describe the picture for people who cannot see it.');
  await page.getByRole('textbox', { name: 'Describe picture 1' }).fill('A blue desk mat');
  await page.getByRole('textbox', { name: 'Describe picture 2' }).fill('A cat on the keyboard');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await expect(page.getByText('Your answer has been published!')).toBeVisible();

  const response = await request.get(`/api/question?username=${me.username}&id=${id}`);
  const answered = (await response.json()).question;
  expect(answered.media.map((item: { kind: string; alt: string }) => [item.kind, item.alt])).toEqual([
    ['image', 'A blue desk mat'],
    ['animated', 'A cat on the keyboard'],
  ]);
});

test('pictures in answers, light and night @screens', async ({ page, request }) => {
  test.setTimeout(240_000);
  const out = join(__dirname, '..', 'test-results', 'screens', LANG);
  mkdirSync(out, { recursive: true });
  const { me } = await timelineWithPictures(request, LANG);
  const asker = await createMember(request, 'ps');
  await apiCall(request, asker, 'ask', { user_id: me.id, question: 'Show me your desk?', anonymous: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openAs(page, me, '/');
    await expect(page.getByRole('button', { name: 'A calm blue sea under a clear sky' })).toBeVisible();
    await screenSettled(page);
    await page.screenshot({ path: join(out, `home-pictures-${scheme}.png`) });
    await page.getByRole('button', { name: 'A square of deep blue' }).scrollIntoViewIfNeeded();
    await screenSettled(page);
    await page.screenshot({ path: join(out, `home-picture-single-${scheme}.png`) });

    await page.getByRole('button', { name: 'A sunny amber wall' }).click();
    await expect(page.getByRole('dialog', { name: media.viewer })).toBeVisible();
    await screenSettled(page);
    await page.screenshot({ path: join(out, `picture-viewer-${scheme}.png`) });
    await page.keyboard.press('Escape');

    await page.goto('/inbox');
    await page
      .getByRole('button', { name: /Show me your desk\?$/ })
      .first()
      .click();
    await page.getByRole('button', { name: media.add }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: media.library }).click();
    await (await chooser).setFiles([join(FIXTURES, PORTRAIT.name), join(FIXTURES, GIF.name)]);
    await expect(page.getByLabel(media.altName?.replace('{{number}}', '2') ?? '')).toBeVisible();
    await page.getByLabel(media.altName?.replace('{{number}}', '1') ?? '').fill('A sunny amber wall');
    await page.getByRole('button', { name: media.add }).click();
    await screenSettled(page);
    await page.screenshot({ path: join(out, `answer-form-pictures-${scheme}.png`), fullPage: true });
    await page.evaluate(() => localStorage.clear());
  }
});
