import { NIGHT_KEY, signInThroughApi, test } from './fixtures';

/**
 * Run on demand: `QURIO_SCREENS=1 playwright test -c apps/web/playwright.config.ts`.
 * Saves the main screens at desktop and phone widths, light and night, for a visual review.
 */
const OUT = 'test-results/screens';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const PAGES = [
  { name: 'landing', path: '/', member: false },
  { name: 'login', path: '/login', member: false },
  { name: 'signup', path: '/signup', member: false },
  { name: 'home', path: '/home', member: true },
] as const;

for (const size of SIZES) {
  for (const theme of ['light', 'night'] as const) {
    for (const target of PAGES) {
      test(`@screens ${target.name} ${size.name} ${theme}`, async ({ page, request }) => {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        if (target.member) await signInThroughApi(page, request);
        await page.goto(target.path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (target.member) await page.getByText('0', { exact: true }).first().waitFor();
        await page.waitForTimeout(400);
        const file = `${OUT}/${target.name}-${size.name}-${theme}.png`;
        await page.screenshot({ path: new URL(`../${file}`, import.meta.url).pathname, fullPage: true });
      });
    }
  }
}
