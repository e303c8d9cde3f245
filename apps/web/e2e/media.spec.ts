import type { Locator, Page } from '@playwright/test';
import { expectBothThemesClean } from './axe';
import { askAsGuest, createOwner } from './core-loop-data';
import { follow } from './feeds-data';
import { atRest, expect, NIGHT_KEY, networkSettled, storeSession, test, trackProblems } from './fixtures';
import { answerWithPictures, GIF, PHOTO } from './media-data';

/**
 * Pictures in answers (issue 31) in a real browser against the real server: the answer dialog
 * uploads a JPEG and a three-frame GIF, the profile, the timeline and the server's render show
 * them, and the viewer is a keyboard dialog.
 */

const PHOTO_ALT = 'Sunset over purple hills';
const GIF_ALT = 'A ball bouncing from left to right';

const card = (page: Page, question: string) => page.getByRole('article').filter({ hasText: question });

/** The picture has arrived and been decoded (not only laid out at its reserved size). */
async function expectLoaded(img: Locator) {
  await expect(img).toBeVisible();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test.describe('pictures in answers', () => {
  test.setTimeout(90_000);

  test('the owner answers with a JPEG and a GIF; the profile and a follower’s timeline show both', async ({
    page,
    request,
    browser,
    problems,
  }) => {
    const owner = await createOwner(request, 'pics');
    const follower = await createOwner(request, 'fan');
    await follow(request, follower, owner);
    const question = 'What did you see on your walk?';
    await askAsGuest(request, owner, question);

    await storeSession(page, owner.session);
    await page.goto('/questions');
    await card(page, question).getByRole('button', { name: 'Answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer the question' });
    await dialog.getByRole('textbox', { name: 'Your answer' }).fill('A sunset, and a ball that would not stop.');
    // "Add picture" is a button that opens the system's file chooser.
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Add picture' }).click();
    await (await chooser).setFiles([PHOTO, GIF]);
    await expect(dialog.getByRole('group')).toHaveCount(2);
    await expect(dialog.getByText('Uploading the picture…')).toHaveCount(0);
    await dialog.getByRole('group', { name: 'Picture 1' }).getByRole('textbox').fill(PHOTO_ALT);
    await dialog.getByRole('group', { name: 'Picture 2' }).getByRole('textbox').fill(GIF_ALT);
    await dialog.getByRole('button', { name: 'Answer' }).click();
    await expect(page.getByText('Your answer has been published!')).toBeVisible();

    // The owner's profile: a grid of two, the photo from its stills, the GIF moving.
    await page.goto(`/${owner.account.username}`);
    const answer = card(page, question);
    const photo = answer.getByRole('img', { name: PHOTO_ALT });
    const moving = answer.getByRole('img', { name: GIF_ALT });
    await expectLoaded(photo);
    await expectLoaded(moving);
    expect(await photo.getAttribute('srcset')).toMatch(/-320\.jpg 320w, .*-640\.jpg 640w/);
    expect(await moving.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/\.webp$/);
    // A reader who asks for less motion gets the GIF's first frame, a still JPEG.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect.poll(() => moving.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-\d+\.jpg$/);
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    // A follower's timeline, in a browser of their own.
    const context = await browser.newContext();
    const reader = await context.newPage();
    await trackProblems(reader, problems);
    await storeSession(reader, follower.session);
    await reader.goto('/home');
    const inFeed = card(reader, question);
    await expectLoaded(inFeed.getByRole('img', { name: PHOTO_ALT }));
    await expectLoaded(inFeed.getByRole('img', { name: GIF_ALT }));
    await context.close();
  });

  test('a guest opens the viewer from the keyboard, moves with the arrows and Escape gives focus back', async ({
    page,
    request,
  }) => {
    const owner = await createOwner(request, 'view');
    const question = 'Show me your view';
    await answerWithPictures(request, owner, question, [
      [PHOTO, PHOTO_ALT],
      [GIF, GIF_ALT],
    ]);
    await page.goto(`/${owner.account.username}`);
    // The server rendered the page; until the app has taken it over, the picture is a plain link
    // to its full size (a unit test covers that): as a person would, wait for the app.
    await networkSettled(page);
    const opener = card(page, question).getByRole('link', { name: PHOTO_ALT });
    await expect(opener).toHaveAttribute('href', /^\/uploads\/media\/[0-9a-f]{32}-1280\.jpg$/);
    await opener.focus();
    await page.keyboard.press('Enter');

    const viewer = page.getByRole('dialog', { name: 'Picture 1 of 2' });
    await expect(viewer).toBeVisible();
    await expect(viewer).toHaveAttribute('aria-modal', 'true');
    await expect(viewer.getByText(PHOTO_ALT)).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectLoaded(viewer.getByRole('img', { name: PHOTO_ALT }));

    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('dialog', { name: 'Picture 2 of 2' });
    await expect(second.getByText(GIF_ALT)).toBeVisible();
    await expectLoaded(second.getByRole('img', { name: GIF_ALT }));
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: 'Picture 1 of 2' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the server renders the pictures of an answer page with their size', async ({ request }) => {
    const owner = await createOwner(request, 'ssr');
    const answered = await answerWithPictures(request, owner, 'What is on your desk?', [[PHOTO, PHOTO_ALT]]);
    const [media] = answered.media;
    if (!media) throw new Error('the answer has no picture');
    const response = await request.get(`/${owner.account.username}/post/${answered.id}`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const img = html.match(/<img[^>]*alt="Sunset over purple hills"[^>]*>/)?.[0];
    expect(img, 'the picture in the server-rendered page').toBeDefined();
    expect(img).toContain(`width="${media.width}"`);
    expect(img).toContain(`height="${media.height}"`);
    expect(img).toContain(`src="${media.url}"`);
    expect(img).toContain('loading="lazy"');
    // The marks come with the page's own strings (the profile part), never as their keys.
    expect(html).toMatch(/<span[^>]*>ALT<\/span>/);
    expect(html).not.toMatch(/media\.(gif|altBadge|noAlt)/);
  });
});

test.describe('pictures in answers, accessibility', () => {
  // Playwright injects axe as an inline script: these tests lift the CSP for that.
  test.use({ bypassCSP: true });

  test('the answer dialog with two pictures and the viewer have no serious or critical axe violations', async ({
    page,
    request,
  }) => {
    const owner = await createOwner(request, 'axe');
    const question = 'Where do you like to read?';
    await answerWithPictures(request, owner, question, [
      [PHOTO, PHOTO_ALT],
      [GIF, GIF_ALT],
    ]);
    await askAsGuest(request, owner, 'Any pictures of your garden?');
    await storeSession(page, owner.session);

    await page.goto('/questions');
    await card(page, 'Any pictures of your garden?').getByRole('button', { name: 'Answer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Answer the question' });
    await dialog.locator('input[type="file"]').setInputFiles([PHOTO, GIF]);
    await expect(dialog.getByText('Uploading the picture…')).toHaveCount(0);
    await dialog.getByRole('group', { name: 'Picture 1' }).getByRole('textbox').fill(PHOTO_ALT);
    await expectBothThemesClean(page, 'answer dialog with pictures');
    await page.keyboard.press('Escape');

    await page.goto(`/${owner.account.username}`);
    await card(page, question).getByRole('link', { name: GIF_ALT }).click();
    await expect(page.getByRole('dialog', { name: 'Picture 2 of 2' })).toBeVisible();
    await expectBothThemesClean(page, 'picture viewer');
  });
});

/**
 * Screenshots for review (`QURIO_SCREENS=1`): the dialog with two pictures, a card with one and
 * with three, and the viewer, at phone and desktop widths, light and night.
 */
const OUT = new URL('../test-results/screens/', import.meta.url);
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens pictures ${size.name} ${theme}`, async ({ page, request }) => {
      test.setTimeout(90_000);
      const owner = await createOwner(request, 'shot');
      await answerWithPictures(request, owner, 'Three pictures of my week', [
        [PHOTO, PHOTO_ALT],
        [GIF, GIF_ALT],
        [PHOTO, 'The same sunset, a minute later'],
      ]);
      await answerWithPictures(request, owner, 'Your favourite view?', [[PHOTO, PHOTO_ALT]]);
      await askAsGuest(request, owner, 'Can you show me your desk?');
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await storeSession(page, owner.session);
      const shot = async (name: string, target: Locator | Page) => {
        // The phone's "open the app" banner would cover the screen under review.
        const stay = page.getByRole('button', { name: 'Continue on the website' });
        if (await stay.isVisible()) await stay.click();
        await atRest(page);
        await target.screenshot({ path: new URL(`media-${name}-${size.name}-${theme}.png`, OUT).pathname });
      };

      await page.goto(`/${owner.account.username}`);
      await networkSettled(page);
      for (const img of await page.getByRole('article').getByRole('img').all()) await expectLoaded(img);
      await shot('card-one', card(page, 'Your favourite view?'));
      await shot('card-three', card(page, 'Three pictures of my week'));

      await card(page, 'Three pictures of my week').getByRole('link', { name: PHOTO_ALT }).click();
      const viewer = page.getByRole('dialog', { name: 'Picture 1 of 3' });
      await expectLoaded(viewer.getByRole('img'));
      await shot('viewer', page);
      await page.keyboard.press('Escape');

      await page.goto('/questions');
      await card(page, 'Can you show me your desk?').getByRole('button', { name: 'Answer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Answer the question' });
      await dialog.getByRole('textbox', { name: 'Your answer' }).fill('Messy, as always.');
      await dialog.locator('input[type="file"]').setInputFiles([PHOTO, GIF]);
      await expect(dialog.getByText('Uploading the picture…')).toHaveCount(0);
      await dialog.getByRole('group', { name: 'Picture 1' }).getByRole('textbox').fill(PHOTO_ALT);
      for (const img of await dialog.getByRole('group').locator('img').all()) await expectLoaded(img);
      await shot('composer', page);
    });
  }
}
