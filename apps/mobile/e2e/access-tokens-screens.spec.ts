import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { screenSettled } from './a11y';
import { apiCall, createMember, storeSession, test } from './support';

// The personal access tokens (issue 35) at phone size (390×844), light and night, for a person to
// look at: QURIO_SCREENS=1 npm --prefix apps/mobile run e2e -- access-tokens. The list with two
// tokens made through the API, then the one-time secret of a token made on the screen.
const OUT = process.env.QURIO_SCREENS_DIR ?? join(__dirname, '..', 'test-results', 'screens', 'en');

test('the access tokens, light and night @screens', async ({ page, request }) => {
  mkdirSync(OUT, { recursive: true });
  const me = await createMember(request, 'pat');
  await apiCall(request, me, 'createAccessToken', {
    name: 'Daily digest script',
    scopes: ['read', 'notifications'],
    expires_in_days: 30,
  });
  await apiCall(request, me, 'createAccessToken', { name: 'Answer bot', scopes: ['read', 'answer', 'ask'] });

  await page.goto('/');
  await storeSession(page, me);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/settings/access-tokens');
    await page.getByText('Daily digest script').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `access-tokens-${scheme}.png`) });
    await page.getByLabel('Name').fill(`Reader ${scheme}`);
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.getByTestId('token-secret').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `access-tokens-secret-${scheme}.png`) });
    await page.getByRole('button', { name: 'Done' }).click();
  }
});
