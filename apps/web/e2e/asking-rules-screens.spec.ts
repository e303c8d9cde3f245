import type { Page } from '@playwright/test';
import { seedAskingRules, setRule } from './asking-rules-data';
import { atRest, NIGHT_KEY, networkSettled, type SessionData, storeSession, test } from './fixtures';

/**
 * Run on demand: `QURIO_SCREENS=1 playwright test -c apps/web/playwright.config.ts asking-rules-screens`.
 * The screens of issue 33 at phone and desktop widths, light and night, saved in SHOTS_DIR
 * (test-results/screens by default) for a visual review: the sign-up with "I am under 18", the
 * asking rules in the settings, the ask form inside a small circle and outside the rules, and a
 * filtered inbox.
 */
const OUT = process.env.SHOTS_DIR ?? new URL('../test-results/screens', import.meta.url).pathname;
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function shoot(page: Page, name: string, size: string, theme: string, fullPage = true) {
  await networkSettled(page);
  await atRest(page);
  await page.screenshot({ path: `${OUT}/issue33-${name}-${size}-${theme}.png`, fullPage });
}

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    test(`@screens asking rules ${size.name} ${theme}`, async ({ page, request, browser }) => {
      test.setTimeout(120_000);
      const { owner, friend, stranger } = await seedAskingRules(request);
      await setRule(request, owner, 'anonymous_from', 'following');
      const open = async (session: SessionData | null, path: string) => {
        const { baseURL, locale, timezoneId, serviceWorkers } = test.info().project.use;
        const context = await browser.newContext({
          baseURL,
          locale,
          timezoneId,
          serviceWorkers,
          viewport: { width: size.width, height: size.height },
        });
        const tab = await context.newPage();
        await tab.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        if (session) await storeSession(tab, session);
        await tab.goto(path);
        await tab.getByRole('heading', { level: 1 }).first().waitFor();
        return tab;
      };
      void page;

      const signup = await open(null, '/signup');
      await signup.getByRole('checkbox', { name: 'I am under 18.' }).click();
      await shoot(signup, 'signup-under18', size.name, theme);

      const settings = await open(owner.session, '/settings/account');
      await settings.getByTestId('asking-rules').waitFor();
      await shoot(settings, 'settings-asking', size.name, theme);

      const circle = await open(friend.session, `/${owner.account.username}`);
      await circle.getByTestId('ask-notice').waitFor();
      await shoot(circle, 'ask-small-circle', size.name, theme, false);

      await setRule(request, owner, 'ask_from', 'mutuals');
      const outside = await open(stranger.session, `/${owner.account.username}`);
      await outside.getByTestId('ask-note').waitFor();
      await shoot(outside, 'ask-note', size.name, theme, false);

      const inbox = await open(owner.session, '/questions?filter=named');
      await inbox.getByRole('navigation', { name: 'Show questions' }).waitFor();
      await inbox.getByRole('article').first().waitFor();
      await shoot(inbox, 'inbox-filter', size.name, theme);
    });
  }
}
