import { api } from './api';
import { atRest, expect, NIGHT_KEY, newAccount, SESSION_KEY, test } from './fixtures';

/** An account made with the spec's payload: no age and no Terms confirmed (issue 29, finding 8). */
async function registerWithoutConsent(request: Parameters<typeof api>[0]) {
  const account = newAccount('owes');
  const response = await api(request).post('/register', { ...account, password_repeat: account.password, lang: 'en' });
  expect(response.status()).toBe(201);
  return account;
}

test.describe('the consent screen (issue 29)', () => {
  test('a member who signed up without the confirmations gives them before anything else', async ({
    page,
    request,
    context,
  }) => {
    const account = await registerWithoutConsent(request);
    await page.goto('/login');
    await page.getByLabel('Username or e-mail').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/consent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'One more step' })).toBeVisible();

    // The sign-in left this browser its device proof, out of every script's reach.
    const proof = (await context.cookies()).find((cookie) => cookie.name === 'qurio_device');
    expect(proof).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/token' });

    // Nothing else opens meanwhile, but the Terms do.
    await page.goto('/questions');
    await expect(page).toHaveURL(/\/consent$/);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('One more step');
    await expect(page).toHaveURL(/\/terms$/);
    await page.goto('/consent');

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Please accept the Terms and the Privacy Policy.')).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
    await page.getByRole('checkbox', { name: /I am at least \d+ years old/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ username: account.username, consent_required: false });
  });

  for (const size of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ] as const) {
    for (const theme of ['light', 'night'] as const) {
      test(`@screens consent ${size.name} ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        const account = await registerWithoutConsent(request);
        await page.goto('/login');
        await page.getByLabel('Username or e-mail').fill(account.username);
        await page.getByLabel('Password').fill(account.password);
        await page.getByRole('button', { name: 'Log in' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'One more step' })).toBeVisible();
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        await expect(page.getByText('Please accept the Terms and the Privacy Policy.')).toBeVisible();
        await atRest(page);
        const file = `test-results/screens/consent-${size.name}-${theme}.png`;
        await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname, fullPage: true });
      });
    }
  }
});
