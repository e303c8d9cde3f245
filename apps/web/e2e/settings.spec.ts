import sharp from 'sharp';
import { api } from './api';
import {
  type Account,
  expect,
  newAccount,
  registerThroughApi,
  SESSION_KEY,
  type SessionData,
  storeSession,
  test,
} from './fixtures';
import { codeOf, linkOf, waitForMail } from './outbox';

async function member(page: Parameters<typeof storeSession>[0], request: Parameters<typeof registerThroughApi>[0]) {
  const account: Account = newAccount('set');
  const session: SessionData = await registerThroughApi(request, account);
  await storeSession(page, session);
  return { account, session };
}

test.describe('settings', () => {
  test('the header leads to the menu; pages show a side menu on desktop and a back header on phones', async ({
    page,
    request,
  }) => {
    await member(page, request);
    await page.goto('/home');
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Settings', exact: true });
    // Personal, sent questions, account, notifications, e-mail, username, language, password,
    // two-factor authentication, blocked users, muted words, sessions, access tokens, import.
    await expect(menu.getByRole('link')).toHaveCount(14);

    await menu.getByRole('link', { name: /^Account/ }).click();
    await expect(page).toHaveURL(/\/settings\/account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const side = page.getByRole('navigation', { name: 'Settings pages' });
    await expect(side.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Back to settings' })).toBeHidden();
    await side.getByRole('link', { name: 'Password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(side).toBeHidden();
    await page.getByRole('link', { name: 'Back to settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test("a page's menu sits above it exactly where the layout's column holds it", async ({ page, request }) => {
    // SettingsScreen.module.css derives the column from the window (the member layout's
    // breakpoints): each side of every step, the back header or the row of pages.
    await member(page, request);
    await page.addInitScript(() => localStorage.setItem('qurio:mobile-choice', 'web'));
    await page.goto('/settings/password');
    const side = page.getByRole('navigation', { name: 'Settings pages' });
    const back = page.getByRole('link', { name: 'Back to settings' });
    const heading = page.getByRole('heading', { level: 1, name: 'Password' });
    await expect(heading).toBeVisible();
    const steps: [number, boolean][] = [
      [564, false],
      [568, true],
      [760, true],
      [764, false],
      [860, false],
      [864, true],
      [1088, true],
      [1092, false],
      [1188, false],
      [1192, true],
    ];
    for (const [width, menu] of steps) {
      await page.setViewportSize({ width, height: 800 });
      await expect(menu ? side : back, `${width} px`).toBeVisible();
      await expect(menu ? back : side, `${width} px`).toBeHidden();
    }
    for (const [width, size] of [
      [344, '20px'],
      [348, '24px'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(heading, `${width} px`).toHaveCSS('font-size', size);
    }
  });

  test('personal information: the name and bio are saved and shown in the profile card', async ({ page, request }) => {
    await member(page, request);
    await page.goto('/settings/personal');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Bio').fill('Counting engines and poetry.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your profile' })).toContainText('Ada Lovelace');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toHaveText('You have changed nothing!');
  });

  test('upload an avatar and a cover: the profile card shows the new picture', async ({ page, request }) => {
    await member(page, request);
    await page.goto('/settings/personal');
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e23d78' } })
      .png()
      .toBuffer();
    const avatar = page.getByLabel('Change profile picture');
    await expect(avatar).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    await avatar.setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();

    const card = page.getByRole('complementary', { name: 'Your profile' });
    await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    const src = await card.locator('img').getAttribute('src');
    const picture = await page.request.get(src ?? '');
    expect(picture.ok()).toBe(true);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', src ?? '');

    await page.getByLabel('Change cover').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Your cover has been updated.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your cover image' })).toHaveAttribute('src', /^\/uploads\//);

    // Still there after a reload: the stored session carries the new paths.
    await page.reload();
    await expect(card.locator('img')).toHaveAttribute('src', src ?? '');

    // Judged by content on the server: text named .png is refused with its message.
    await avatar.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await expect(page.getByText('Uploading Error.')).toBeVisible();
  });

  test('change the username: the profile URL is the new name', async ({ page, request }) => {
    const { account } = await member(page, request);
    const wanted = newAccount('renam').username;
    await page.goto('/settings/username');
    await page.getByLabel('New username').fill(account.username);
    await expect(page.getByText('This username is already yours!')).toBeVisible();
    await page.getByLabel('New username').fill(wanted);
    await expect(page.getByText('This username is available.')).toBeVisible();
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Change username' }).click();
    await expect(page.getByText(`Your username is now ${wanted}.`)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your profile' })).toContainText(`@${wanted}`);

    await page.goto(`/${wanted}`);
    await expect(page).toHaveURL(new RegExp(`/${wanted}$`));
    await expect(page.getByRole('main').getByText(`@${wanted}`, { exact: true })).toBeVisible();
    // The old name stays reserved for 30 days and leads to the new one meanwhile (issue 15).
    await page.goto(`/${account.username}`);
    await expect(page).toHaveURL(new RegExp(`/${wanted}$`));
  });

  test('freeze the account: logged out to /, and logging in again reactivates it', async ({ page, request }) => {
    const { account } = await member(page, request);
    await page.goto('/settings/account');
    await page.getByRole('button', { name: 'Freeze account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Freeze your account?' });
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Freeze account' }).click();
    await dialog.getByLabel('Password').fill('not-my-password');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Your password is wrong! Please try again.')).toBeVisible();
    await dialog.getByLabel('Password').fill(account.password);
    await dialog.getByRole('button', { name: 'Freeze' }).click();

    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByText('Your account is frozen. Log in again whenever you want to come back.')).toBeVisible();
    await expect(page.getByText('You were logged out because your session ended.', { exact: false })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

    await page.goto('/login');
    await page.getByLabel('Username or e-mail').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText('Welcome back! Your account is active again.')).toBeVisible();
  });

  test('verify the e-mail by the code from the mail, then change it and verify by the link', async ({
    page,
    request,
  }) => {
    const { account } = await member(page, request);
    await page.goto('/settings/email');
    await expect(page.getByText(account.email, { exact: true })).toBeVisible();
    await expect(page.getByText('Not verified')).toBeVisible();
    await page.getByRole('button', { name: 'Send verification e-mail' }).click();
    await expect(page.getByText(`We sent a code and a link to ${account.email}.`)).toBeVisible();
    await page.getByLabel('Verification code').fill(codeOf(await waitForMail(account.email)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Verification code')).toBeHidden();

    const next = `${newAccount('newad').username}@example.com`;
    await page.getByLabel('New e-mail address').fill(next);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Change address' }).click();
    await expect(page.getByText(`Your address is now ${next}.`, { exact: false })).toBeVisible();
    await expect(page.getByText('Not verified')).toBeVisible();

    await page.goto(linkOf(await waitForMail(next), '/settings/email/verify/'));
    await expect(page.getByText('Your e-mail address has been verified.').first()).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText(next, { exact: true })).toBeVisible();
  });

  test('switches are saved at once; blocked users can be unblocked after a confirmation', async ({ page, request }) => {
    const { session } = await member(page, request);
    const other = newAccount('block');
    const otherSession = await registerThroughApi(request, other);
    const blocked = await api(request).post('/block', { user_id: otherSession.id }, session.access_token);
    expect(blocked.ok()).toBe(true);

    await page.goto('/settings/notification');
    const likes = page.getByRole('switch', { name: 'Likes' });
    const was = await likes.isChecked();
    await likes.press('Space');
    await expect(likes).toBeChecked({ checked: !was });
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Likes' })).toBeChecked({ checked: !was });

    await page.goto('/settings/blocked-users');
    await page.getByRole('button', { name: `Unblock ${other.username}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Unblock' });
    await expect(dialog).toContainText(`Are you sure that you want to unblock ${other.username}?`);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${other.username} is no longer blocked.`)).toBeVisible();
    await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
  });

  test('the language switches the interface at once and stays after a reload', async ({ page, request }) => {
    await member(page, request);
    await page.goto('/settings/language');
    await page.getByRole('radio', { name: /^Türkçe/ }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Dil' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByText('Dil tercihin kaydedildi.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dil' })).toBeVisible();
  });
});
