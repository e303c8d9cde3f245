import type { APIRequestContext } from '@playwright/test';
import { api } from './api';
import { expectBothThemesClean } from './axe';
import {
  atRest,
  expect,
  NIGHT_KEY,
  networkSettled,
  newAccount,
  registerThroughApi,
  type SessionData,
  storeSession,
  test,
} from './fixtures';

/**
 * The questions a member sent (issue 33): where each stands, and withdrawing one not yet answered.
 * The suite's server delivers at once (QUESTION_DELAY_MINUTES=0), so an anonymous question reads
 * "Delivered"; with E2E_QUESTION_DELAY_MINUTES set it is "On its way" until its delay is over.
 */
async function seed(request: APIRequestContext, prefix: string) {
  const a = api(request);
  const recipient = await registerThroughApi(request, newAccount(`${prefix}r`));
  const other = await registerThroughApi(request, newAccount(`${prefix}o`));
  const asker = await registerThroughApi(request, newAccount(`${prefix}a`));
  await a.post(
    '/ask',
    { user_id: recipient.id, question: 'Which book made you laugh the most?', anonymous: false },
    asker.access_token,
  );
  const inbox = (await (await a.get('/myQuestions', {}, recipient.access_token)).json()) as {
    questions: Array<{ id: number }>;
  };
  const answered = inbox.questions[0]?.id ?? 0;
  await a.post(
    '/answer',
    { question_id: answered, answer: 'Three Men in a Boat, every single time.' },
    recipient.access_token,
  );
  await a.post(
    '/ask',
    { user_id: other.id, question: 'Would you show us your garden this spring?', anonymous: false },
    asker.access_token,
  );
  await a.post('/ask', { user_id: recipient.id, question: 'Take this one back, please?' }, asker.access_token);
  return { asker, recipient, other, answered };
}

async function inboxTexts(request: APIRequestContext, member: SessionData): Promise<string[]> {
  const page = (await (await api(request).get('/myQuestions', {}, member.access_token)).json()) as {
    questions: Array<{ question: string }>;
  };
  return page.questions.map((q) => q.question);
}

test('the asker sees where their questions stand and withdraws one not yet answered', async ({ page, request }) => {
  const { asker, recipient, answered } = await seed(request, 'snt');
  await storeSession(page, asker);
  await page.goto('/settings');
  await page.getByRole('link', { name: /Questions you sent/ }).click();
  await expect(page).toHaveURL(/\/settings\/sent-questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Questions you sent' })).toBeVisible();

  const list = page.getByRole('list', { name: 'Questions you sent' });
  const rows = list.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Take this one back, please?');
  await expect(rows.nth(0)).toContainText(/On its way|Delivered/);
  await expect(rows.nth(0)).toContainText('Anonymous');
  await expect(rows.nth(1)).toContainText('With your name');
  await expect(rows.nth(2)).toContainText('Answered');
  await expect(rows.nth(2).getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

  await list.getByRole('button', { name: 'Withdraw the question “Take this one back, please?”' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw this question?' });
  await expect(dialog).toContainText(`@${recipient.username}`);
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Your question has been withdrawn.')).toBeVisible();
  await expect(rows).toHaveCount(2);
  // Gone for the recipient too, whether it had arrived or not; the answered one stays.
  expect(await inboxTexts(request, recipient)).not.toContain('Take this one back, please?');

  await rows.nth(1).getByRole('link', { name: 'See the answer' }).click();
  await expect(page).toHaveURL(new RegExp(`/${recipient.username}/post/${answered}$`));
  await expect(page.getByText('Three Men in a Boat, every single time.')).toBeVisible();
});

test.describe('accessibility', () => {
  // axe goes in as an inline script, which the CSP refuses (e2e/axe.ts).
  test.use({ bypassCSP: true });
  test('the page and its dialog have no serious or critical axe violations, light and night', async ({
    page,
    request,
  }) => {
    const { asker } = await seed(request, 'sntax');
    await storeSession(page, asker);
    await page.goto('/settings/sent-questions');
    await expect(page.getByRole('list', { name: 'Questions you sent' }).getByRole('listitem')).toHaveCount(3);
    await networkSettled(page);
    await expectBothThemesClean(page, 'sent questions');
    await page.getByRole('button', { name: 'Withdraw the question “Take this one back, please?”' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Withdraw this question?' })).toBeVisible();
    await expectBothThemesClean(page, 'withdraw dialog');
  });
});

/**
 * Run on demand: `QURIO_SCREENS=1 E2E_QUESTION_DELAY_MINUTES=30 playwright test -c
 * apps/web/playwright.config.ts sent-questions`; the page and the withdraw dialog at phone and
 * desktop widths, light and night, in SHOTS_DIR (test-results/screens by default).
 */
const OUT = process.env.SHOTS_DIR ?? new URL('../test-results/screens', import.meta.url).pathname;

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens sent questions ${size.name} ${theme}`, async ({ page, request }) => {
      const { asker } = await seed(request, 'sshot');
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await storeSession(page, asker);
      await page.goto('/settings/sent-questions');
      await page.getByRole('list', { name: 'Questions you sent' }).waitFor();
      await networkSettled(page);
      await page.screenshot({ path: `${OUT}/sent-questions-${size.name}-${theme}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Withdraw the question “Take this one back, please?”' }).click();
      await page.getByRole('alertdialog').waitFor();
      await atRest(page);
      await page.screenshot({ path: `${OUT}/sent-questions-dialog-${size.name}-${theme}.png` });
    });
  }
}
