import { strToU8, zipSync } from 'fflate';
import {
  atRest,
  expect,
  NIGHT_KEY,
  networkSettled,
  newAccount,
  registerThroughApi,
  storeSession,
  test,
} from './fixtures';

/**
 * Settings → Import (issue 35): a Retrospring export (its ZIP exporter's answers.json and
 * user.json, as lib/use_case/data_export writes them; the server's tests cover every shape) is
 * uploaded, its progress ends in the report, and the answers show on the profile marked imported
 * with their old dates. A file that is no export is refused with the contract's sentence.
 */
function retrospringZip(screenName: string): Buffer {
  const answer = (id: number, content: string, at: string, question: string) => ({
    id,
    content,
    question_id: id + 100,
    user_id: 1,
    created_at: at,
    updated_at: at,
    comment_count: 0,
    smile_count: 4,
    pinned_at: null,
    related: {
      question: {
        id: id + 100,
        anonymous: true,
        generated: false,
        direct: true,
        author: null,
        content: question,
        created_at: at,
      },
      comments: [],
    },
  });
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  return Buffer.from(
    zipSync({
      'answers.json': json({
        answers: [
          answer(1, 'Green, like the old theme.', '2017-04-02T09:30:00.000Z', 'What is your favourite colour?'),
          answer(2, 'Tea with a little honey.', '2018-11-20T18:05:00.000Z', 'Tea or coffee?'),
          answer(3, ' ', '2019-01-01T00:00:00.000Z', 'An empty answer?'),
        ],
      }),
      'user.json': json({ user: { id: 1, screen_name: screenName }, profile: {}, roles: {} }),
    }),
  );
}

test('an export is imported: progress, report, and the answers marked imported on the profile', async ({ page }) => {
  const account = newAccount('imp');
  await storeSession(page, await registerThroughApi(page.request, account));
  await page.goto('/settings');
  await page.getByRole('link', { name: /Import answers/ }).click();
  await expect(page).toHaveURL(/\/settings\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Import answers' })).toBeVisible();

  // Not an export: refused at once, nothing starts.
  await page
    .getByLabel('Export file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('alert')).toHaveText('This file is not a Qurio or Retrospring export.');

  await page
    .getByLabel('Export file')
    .setInputFiles({ name: 'retrospring.zip', mimeType: 'application/zip', buffer: retrospringZip(account.username) });
  await page.getByRole('button', { name: 'Import' }).click();
  const report = page.getByRole('status', { name: 'Import answers' });
  await expect(report).toContainText('Import finished on');
  await expect(report).toContainText('From a Retrospring export');
  await expect(report).toContainText('2 answers imported');
  await expect(report).toContainText('1 answer or its question is empty');

  await page.goto(`/${account.username}`);
  const card = page.getByRole('article').filter({ hasText: 'Tea with a little honey.' });
  await expect(card.getByText('Imported', { exact: true })).toBeVisible();
  await expect(card.getByText('Imported', { exact: true })).toHaveAttribute('title', 'Imported from another site');
  await expect(page.getByRole('article').filter({ hasText: 'Green, like the old theme.' })).toBeVisible();
});

/**
 * Run on demand: `QURIO_SCREENS=1 playwright test -c apps/web/playwright.config.ts import`; the
 * import page with its report and a profile with imported answers, at phone and desktop widths,
 * light and night, in SHOTS_DIR (test-results/screens by default).
 */
const OUT = process.env.SHOTS_DIR ?? new URL('../test-results/screens', import.meta.url).pathname;

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens import ${size.name} ${theme}`, async ({ page }) => {
      const account = newAccount('impshot');
      const session = await registerThroughApi(page.request, account);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        NIGHT_KEY,
        String(theme === 'night'),
      ] as const);
      await storeSession(page, session);
      // The phone's "open the app" banner would cover the screen under review.
      const shot = async (name: string) => {
        const stay = page.getByRole('button', { name: 'Continue on the website' });
        if (await stay.isVisible()) await stay.click();
        await atRest(page);
        await page.screenshot({ path: `${OUT}/import-${name}-${size.name}-${theme}.png`, fullPage: true });
      };
      await page.goto('/settings/import');
      await page.getByLabel('Export file').waitFor();
      await networkSettled(page);
      await shot('empty');
      await page.getByLabel('Export file').setInputFiles({
        name: 'retrospring.zip',
        mimeType: 'application/zip',
        buffer: retrospringZip(account.username),
      });
      await page.getByRole('button', { name: 'Import' }).click();
      await expect(page.getByRole('status', { name: 'Import answers' })).toContainText('Import finished on');
      await shot('report');
      await page.goto(`/${account.username}`);
      await page.getByRole('article').filter({ hasText: 'Tea with a little honey.' }).waitFor();
      await networkSettled(page);
      await shot('profile');
    });
  }
}
