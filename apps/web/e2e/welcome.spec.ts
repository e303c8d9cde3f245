import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { api } from './api';
import { expect, networkSettled, registerThroughApi, SESSION_KEY, signUpThroughForm, test } from './fixtures';

/** The signed-in member's token, as the app stored it. */
async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return (JSON.parse(stored ?? '{}') as { access_token: string }).access_token;
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('the first-run welcome (issue 17)', () => {
  test('sign up, add a name, a picture and a bio, follow a suggested member, copy the link, land on /home', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Someone to suggest on step 2, whichever specs ran before (alone, the database had no one else).
    await registerThroughApi(page.request);
    const account = await signUpThroughForm(page, undefined, { stayOnWelcome: true });
    const main = page.getByRole('main');

    // Step 1: the picture through the settings' upload, the name and bio through the profile call.
    await expect(page.getByRole('heading', { level: 1, name: 'Show people who you are' })).toBeVisible();
    await expect(main.getByText('Step 1 of 3')).toBeVisible();
    const steps = page.getByRole('list', { name: 'Welcome steps' });
    await expect(steps.getByRole('listitem').nth(0)).toHaveAttribute('aria-current', 'step');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f7de1' } })
      .png()
      .toBuffer();
    await main
      .getByLabel('Change profile picture')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
    await expect(main.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^\/uploads\//);
    const name = main.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('');
    await name.fill('Ada Lovelace');
    await main.getByLabel('Bio').fill('I collect old maps and older questions.');
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/welcome\?step=2$/);

    // Step 2: a suggested member, followed with the one follow call; a reload keeps the step.
    await expect(page.getByRole('heading', { level: 1, name: 'Follow a few people' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Follow a few people' })).toBeVisible();
    await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
    const follow = main.getByRole('button', { name: /^Follow @/ }).first();
    const label = (await follow.getAttribute('aria-label')) ?? '';
    const followed = label.replace(/^Follow @/, '');
    await follow.click();
    await expect(main.getByRole('button', { name: `Unfollow @${followed}` })).toBeVisible();
    const token = await tokenOf(page);
    const profile = await api(page.request).get('/profile', { username: followed }, token);
    expect(((await profile.json()) as { user: { isFollowing: boolean } }).user.isFollowing).toBe(true);
    await main.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/welcome\?step=3$/);

    // Step 3: the link to copy, the story card, and how anonymity works.
    await expect(page.getByRole('heading', { level: 1, name: 'Share your profile link' })).toBeVisible();
    await expect(main.getByText('You never learn who sent an anonymous question.', { exact: false })).toBeVisible();
    const card = main.getByRole('img', { name: /picture card of your profile/ });
    // The card is drawn with the picture uploaded on step 1 (its path versions the URL).
    await expect(card).toHaveAttribute(
      'src',
      new RegExp(`^/cards/users/${account.username}\\.png\\?format=story&theme=light&v=%2Fuploads%2F`),
    );
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1080);
    await main.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('The link is copied.')).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/${account.username}`);

    await main.getByRole('button', { name: 'Go to Qurio' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const own = page.getByRole('complementary', { name: 'Your profile' });
    await expect(own.locator('img').first()).toHaveAttribute('src', /^\/uploads\//);
    // The name chosen on step 1, not the username, on the card and the profile.
    await expect(own.getByText('Ada Lovelace')).toBeVisible();
    await page.goto(`/${account.username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    await page.goto('/home');

    // Nothing sends the member back: /home stays /home after a reload.
    await page.reload();
    await networkSettled(page);
    await expect(page).toHaveURL(/\/home$/);
    const me = await api(page.request).get('/myProfile', {}, token);
    expect((await me.json()) as { user: { bio: string; fullname: string } }).toMatchObject({
      user: { bio: 'I collect old maps and older questions.', fullname: 'Ada Lovelace' },
    });
  });

  test('going back a step and the browser Back both keep the place', async ({ page }) => {
    await signUpThroughForm(page, undefined, { stayOnWelcome: true });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Follow a few people' })).toBeVisible();
    await main.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Share your profile link' })).toBeVisible();
    await main.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/welcome\?step=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/welcome\?step=3$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Share your profile link' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every step fits a phone and can be skipped', async ({ page }) => {
    await signUpThroughForm(page, undefined, { stayOnWelcome: true });
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Show people who you are' })).toBeVisible();
    await noSidewaysScroll(page);
    await main.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Follow a few people' })).toBeVisible();
    await noSidewaysScroll(page);
    await main.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Share your profile link' })).toBeVisible();
    await noSidewaysScroll(page);
    await main.getByRole('button', { name: 'Go to Qurio' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
