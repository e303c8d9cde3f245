import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './api';
import { expect, newAccount, registerThroughApi, SESSION_KEY, test } from './fixtures';
import { codeOf, linkOf, waitForMail } from './outbox';

async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function registered(request: APIRequestContext, prefix: string) {
  const account = newAccount(prefix);
  await registerThroughApi(request, account);
  return account;
}

test.describe('forgotten password', () => {
  test('reset by the code from the mail, then log in with the new password', async ({ page, request }) => {
    const account = await registered(request, 'reset');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your account' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();

    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter the security code' })).toBeFocused();
    await expect(page.getByText('If an account uses this address, we sent a code to it.')).toBeVisible();

    const code = codeOf(await waitForMail(account.email));
    // A wrong code first: the server's message, translated by its code.
    await page.getByLabel('Security code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Security code is wrong')).toBeVisible();
    await page.getByLabel('Security code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('fresh-secret-1');
    await page.getByLabel('Repeat new password').fill('fresh-secret-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your passwords are not equal')).toBeVisible();
    await page.getByLabel('Repeat new password').fill('fresh-secret-1');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your password has been changed. Please log in with your new password.')).toBeVisible();

    await logIn(page, account.username, account.password);
    await expect(page.getByRole('alert')).toHaveText('Wrong username and/or password');
    await logIn(page, account.username, 'fresh-secret-1');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('an unknown address gets the same answer as a known one', async ({ page }) => {
    await page.goto('/reset-password');
    await page.getByLabel('E-mail').fill(`${newAccount('nobody').username}@example.com`);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('If an account uses this address, we sent a code to it.')).toBeVisible();
  });

  test('the link from the mail resets the password, once', async ({ page, request }) => {
    const account = await registered(request, 'link');
    expect((await api(request).post('/reset-password-send', { email: account.email })).ok()).toBe(true);
    const link = linkOf(await waitForMail(account.email), '/reset-password/');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('by-the-link-1');
    await page.getByLabel('Repeat new password').fill('by-the-link-1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText('Token is not valid');
    await page.getByRole('link', { name: 'Start again' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);

    await logIn(page, account.email, 'by-the-link-1');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a member is sent from /reset-password to /home', async ({ page, request }) => {
    const session = await registerThroughApi(request, newAccount('member'));
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      SESSION_KEY,
      JSON.stringify(session),
    ] as const);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/home$/);
  });
});
