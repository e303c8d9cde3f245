import { api } from './api';
import { expect, newAccount, SESSION_KEY, signInThroughApi, signUpThroughForm, test } from './fixtures';

test.describe('signing up, in and out', () => {
  test('sign up, reload, log out with confirmation, log in again', async ({ page }) => {
    const account = await signUpThroughForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText('Answers from people you follow will appear here.')).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Your profile' })).toContainText(`@${account.username}`);

    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    const logout = page.getByRole('button', { name: 'Log out' });
    await logout.click();
    const dialog = page.getByRole('alertdialog', { name: 'Log out' });
    await expect(dialog).toContainText('Are you sure that you want to logout?');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();
    await expect(page).toHaveURL(/\/home$/);

    await logout.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ask anything. Answer openly.' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

    await page.getByRole('link', { name: 'Log in' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username or e-mail').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('wrong password shows the translated server error', async ({ page, request }) => {
    const account = newAccount('wrong');
    await api(request).post('/register', { ...account, password_repeat: account.password });
    await page.goto('/login');
    await page.getByLabel('Username or e-mail').fill(account.username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong username and/or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the sign-up form checks the rules before sending', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Username', { exact: true }).fill('a!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('A username has 3 to 15 letters or digits, nothing else.')).toBeVisible();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toBeFocused();
  });
});

test.describe('guards', () => {
  test('a guest at /home goes to /', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  });

  test('a guest at an unknown path ends on /', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('a member at /login goes to /home', async ({ page, request }) => {
    await signInThroughApi(page, request);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  });

  test('a stored session with a dead token is logged out without asking', async ({ page }) => {
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        key,
        JSON.stringify({
          access_token: 'revoked-token',
          id: 9,
          username: 'ghost',
          fullname: 'Ghost',
          email: 'ghost@example.com',
          email_verified: false,
          image: null,
          cover: null,
          bio: '',
          lang: 'en',
          verified: false,
        }),
      );
    }, SESSION_KEY);
    await page.goto('/home');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });
});

test.describe('German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the German interface', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Frag einfach. Antworte offen.' })).toBeVisible();
    await page.getByRole('link', { name: 'Registrieren' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
    await expect(page.getByText('3 bis 15 Buchstaben oder Ziffern, ohne Leerzeichen.')).toBeVisible();
  });
});

test.describe('night mode', () => {
  test('the toggle is remembered across reloads', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Night mode' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    await expect(page.getByRole('button', { name: 'Night mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  test.describe('with a dark system preference', () => {
    test.use({ colorScheme: 'dark' });

    test('the first visit follows the system', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
    });
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('signing up works the same', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Create your free account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    const account = await signUpThroughForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText(`@${account.username}`)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
