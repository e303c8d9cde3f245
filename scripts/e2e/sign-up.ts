import type { Page } from '@playwright/test';

/**
 * Fills and submits the sign-up form as a person would, in either front end (the web's form and
 * the app's screen carry the same labels): the account's fields, both consents (issue 16), "I am
 * under 18" when asked (issue 33), then "Create account". Where it leads (the first-run welcome) is the caller's to check.
 */
export async function submitSignUpForm(
  page: Page,
  account: { username: string; email: string; password: string },
  { under18 = false }: { under18?: boolean } = {},
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Username', { exact: true }).fill(account.username);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Repeat password').fill(account.password);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).click();
  await page.getByRole('checkbox', { name: /I am at least \d+ years old/ }).click();
  // Issue 33: optional; the account then starts with a minor's safer settings.
  if (under18) await page.getByRole('checkbox', { name: 'I am under 18.' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();
}
