import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { screenSettled } from './a11y';
import { apiCall, createMember, enableTwoFactor, storeSession, test } from './support';

// Screenshots of the trust-and-safety screens (issue 16) at phone size, light and night, for a
// person to look at: QURIO_SCREENS=1 npm --prefix apps/mobile run e2e -- safety-screens
// (QURIO_SCREENS_LANG=de for another language; QURIO_SCREENS_DIR for another folder).
const LANG = process.env.QURIO_SCREENS_LANG ?? 'en';
const OUT = process.env.QURIO_SCREENS_DIR ?? join(__dirname, '..', 'test-results', 'screens', LANG);
test.use({ locale: LANG });

/**
 * Makes a member a moderator with the server's CLI, on the data directory of e2e/serve.mjs (the
 * newest `qurio-mobile-e2e-*`): the suspended login needs a moderator's suspension.
 */
function makeModerator(username: string) {
  const [dataDir] = readdirSync(tmpdir())
    .filter((name) => name.startsWith('qurio-mobile-e2e-'))
    .map((name) => join(tmpdir(), name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!dataDir) throw new Error('No data directory of e2e/serve.mjs');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/scripts/admin.ts', 'role', username, 'moderator'],
    {
      cwd: resolve(__dirname, '../../..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'pipe',
    },
  );
}

test('the safety screens, light and night @screens', async ({ page, request }) => {
  test.setTimeout(180_000);
  mkdirSync(OUT, { recursive: true });
  const [me, asker, friend, moderator, suspended] = await Promise.all([
    createMember(request, 'me', LANG),
    createMember(request, 'asker'),
    createMember(request, 'friend'),
    createMember(request, 'mod'),
    createMember(request, 'sus', LANG),
  ]);
  // Moderators must have two-factor sign-in on, and moderate from a session that passed it.
  await enableTwoFactor(request, moderator);
  makeModerator(moderator.username);
  await apiCall(request, moderator, 'modAction', {
    user_id: suspended.id,
    action: 'suspend',
    reason: 'Repeated insults',
    until: new Date(Date.UTC(2031, 2, 14, 12)).toISOString(),
  });
  await apiCall(request, me, 'muteWord', { word: 'loser' });
  await apiCall(request, asker, 'ask', { user_id: me.id, question: 'Why are you such a loser?', anonymous: true });
  await apiCall(request, asker, 'ask', { user_id: me.id, question: 'Nobody likes you, loser.', anonymous: true });
  await apiCall(request, asker, 'ask', { user_id: me.id, question: 'You are so ugly.', anonymous: true });
  const inbox = await apiCall(request, me, 'myQuestions');
  const ugly = inbox.questions.find((q: { question: string }) => q.question === 'You are so ugly.');
  await apiCall(request, me, 'blockAsker', { question_id: ugly.id });
  await apiCall(request, me, 'deleteQuestions', { question_ids: [ugly.id] });
  await apiCall(request, friend, 'ask', { user_id: me.id, question: 'Coffee or tea?', anonymous: true });
  await apiCall(request, friend, 'ask', { user_id: me.id, question: 'What made you smile today?', anonymous: true });

  const shot = async (name: string, scheme: string) => {
    await screenSettled(page);
    await page.screenshot({ path: join(OUT, `safety-${name}-${scheme}.png`) });
  };
  const open = async (target: Page, path: string) => {
    await target.goto(path);
    await screenSettled(target);
  };

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await open(page, '/signup');
    await page.getByRole('checkbox').first().click();
    await shot('signup', scheme);
    // The login form in the device's language: its two fields, then its submit button.
    await open(page, '/login');
    await page.getByRole('textbox').nth(0).fill(suspended.username);
    await page.getByRole('textbox').nth(1).fill('secret-pass-1');
    await page.getByRole('button', { name: /^(Log in|Anmelden|Iniciar sesión|Entrar|Giriş yap)$/ }).click();
    await page.getByRole('alert').waitFor();
    await shot('login-suspended', scheme);

    await storeSession(page, me);
    await open(page, '/inbox');
    await shot('inbox', scheme);
    await page
      .getByRole('button', { name: /Coffee or tea\?/ })
      .first()
      .waitFor({ timeout: 15_000 });
    // The card's buttons: Answer, Delete, Report, Block asker.
    await page
      .getByRole('button', { name: /Coffee or tea\?/ })
      .nth(3)
      .click();
    await shot('block-dialog', scheme);
    await page
      .getByRole('button')
      .filter({ hasText: /^(No|Nein|Não|Hayır)$/ })
      .click();
    // One question reported per scheme: a second report of the same one is refused.
    const reported = scheme === 'light' ? /Coffee or tea\?/ : /What made you smile today\?/;
    await page.getByRole('button', { name: reported }).nth(2).click();
    await page.getByRole('radio').nth(2).click();
    await shot('report-dialog', scheme);
    // Issue 34: sent, the report's confirmation offers the next steps.
    await page
      .getByRole('button')
      .filter({ hasText: /^(Send report|Meldung senden|Enviar denuncia|Enviar denúncia|Şikâyeti gönder)$/ })
      .click();
    await page.getByRole('dialog').waitFor();
    await shot('report-next-steps', scheme);
    await page.getByRole('dialog').getByRole('button').first().click();

    await open(page, '/held-questions');
    await shot('held', scheme);
    await open(page, '/settings');
    await shot('settings', scheme);
    await open(page, '/settings/muted-words');
    await shot('muted-words', scheme);
    await open(page, '/settings/blocked-users');
    await shot('blocked-users', scheme);
    await open(page, '/settings/account');
    await page.mouse.wheel(0, 2000);
    await shot('account', scheme);
    await page
      .getByRole('button')
      .filter({ hasText: /^(Delete my account|Mein Konto löschen)$/ })
      .click();
    await shot('delete-dialog', scheme);
    await page.evaluate(() => localStorage.clear());
  }
});
