import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { screenSettled } from './a11y';
import { createMember, storeSession, test } from './support';

// The import's report in the app's settings (issue 35) and the imported answers on the profile,
// at phone size, light and night, for a person to look at:
// QURIO_SCREENS=1 npm --prefix apps/mobile run e2e -- import-screens
const OUT = process.env.QURIO_SCREENS_DIR ?? join(__dirname, '..', 'test-results', 'screens', 'en');

/** A Retrospring ZIP export's two files (lib/use_case/data_export: answers.json, user.json). */
function retrospringZip(screenName: string): Buffer {
  const json = (value: unknown) => strToU8(JSON.stringify(value));
  const answer = (id: number, content: string, at: string, question: string) => ({
    id,
    content,
    created_at: at,
    related: { question: { id: id + 100, anonymous: true, author: null, content: question, created_at: at } },
  });
  return Buffer.from(
    zipSync({
      'answers.json': json({
        answers: [
          answer(1, 'Green, like the old theme.', '2017-04-02T09:30:00.000Z', 'What is your favourite colour?'),
          answer(2, 'Tea with a little honey.', '2018-11-20T18:05:00.000Z', 'Tea or coffee?'),
          answer(3, ' ', '2019-01-01T00:00:00.000Z', 'An empty answer?'),
        ],
      }),
      'user.json': json({ user: { id: 1, screen_name: screenName } }),
    }),
  );
}

test('the import report and imported answers, light and night @screens', async ({ page, request }) => {
  mkdirSync(OUT, { recursive: true });
  const me = await createMember(request, 'imp');
  const started = await request.post('/api/startImport', {
    headers: { authorization: `Bearer ${me.token}` },
    multipart: {
      archive: { name: 'retrospring.zip', mimeType: 'application/zip', buffer: retrospringZip(me.username) },
    },
  });
  if (!started.ok()) throw new Error(`startImport: ${await started.text()}`);

  await page.goto('/');
  await storeSession(page, me);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/settings/import');
    await page.getByText('2 answers imported').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `import-report-${scheme}.png`) });
    await page.goto(`/${me.username}`);
    await page.getByLabel('Answers', { exact: true }).getByText('Tea with a little honey.').waitFor();
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `import-profile-${scheme}.png`) });
  }
});
