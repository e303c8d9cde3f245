import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { createTestKit, type MemberOptions, requestFetch } from '@qurio/client/testing';
import { generateSync } from 'otplib';
import { submitSignUpForm } from '../../../scripts/e2e/sign-up';

export { expect };

/** Every test fails when the page throws: a crash in the app must not pass unseen. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'page errors').toEqual([]);
    },
    { auto: true },
  ],
});

let counter = 0;

export function newAccount(prefix = 'm') {
  counter += 1;
  const username = `${prefix.slice(0, 5)}${Date.now().toString(36).slice(-6)}${counter}`.slice(0, 15);
  return { username, email: `${username}@example.com`, password: 'secret-pass-1' };
}

export type Member = { id: number; username: string; token: string; user?: Record<string, unknown> };

/**
 * A member made through the API (test data; the flows under test go through the app) by the kit of
 * every layer (`@qurio/client/testing`); with `consent: false` the spec's payload, without the
 * confirmations, which the consent screen asks for.
 */
export async function createMember(
  request: APIRequestContext,
  prefix = 'm',
  lang: MemberOptions['lang'] = 'en',
  { consent = true }: { consent?: boolean } = {},
): Promise<Member> {
  const made = await createTestKit({ fetch: requestFetch(request) }).createMember({
    ...newAccount(prefix),
    lang,
    consent,
  });
  return { id: made.id, username: made.username, token: made.token, user: made.session };
}

export async function apiCall(request: APIRequestContext, member: Member, name: string, data?: object) {
  const headers = { authorization: `Bearer ${member.token}` };
  const response = data
    ? await request.post(`/api/${name}`, { data, headers })
    : await request.get(`/api/${name}`, { headers });
  expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Turns two-factor sign-in on through the API (issue 29), with a first code made by otplib as the
 * server's test kit makes it; the member's token is then a session that passed it, as a
 * moderator's must be. Returns the secret and the recovery codes.
 */
export async function enableTwoFactor(request: APIRequestContext, member: Member) {
  const { secret } = (await apiCall(request, member, 'twoFactorSetup', {})) as { secret: string };
  const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) });
  const { recovery_codes } = (await apiCall(request, member, 'twoFactorEnable', { code })) as {
    recovery_codes: string[];
  };
  return { secret, recoveryCodes: recovery_codes };
}

/** Signs up through the app's form, as a person would (the form's steps are the web suite's too). */
export async function signUp(page: Page, prefix = 'new') {
  const account = newAccount(prefix);
  await submitSignUpForm(page, account);
  // A new account starts on the first-run welcome (app.spec.ts walks through it); here it is skipped.
  await page.getByRole('button', { name: 'Skip the welcome' }).click();
  await expect(page.getByText('Your timeline is still empty.')).toBeVisible();
  return account;
}

/** Logs in through the app's form. */
export async function logIn(page: Page, member: { username: string }, password = 'secret-pass-1') {
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(member.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Puts a member's session where the app keeps it on the web (lib/device-store.web.ts). */
export async function storeSession(page: Page, member: Member) {
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('qurio.token', token);
      localStorage.setItem('qurio.user', JSON.stringify({ ...user, access_token: '' }));
    },
    [member.token, member.user ?? {}] as const,
  );
}
