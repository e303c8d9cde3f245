import type { Page } from '@playwright/test';
import { animationsDone, COLOUR_RULES, expectNoSeriousViolations } from '../../../scripts/e2e/axe';
import { expect } from './support';

/**
 * The screen at rest: drawn, no spinner or skeleton (react-native-web names both `progressbar`),
 * every picture loaded and no CSS animation still running (expo-image's fade-in). What the app
 * animates with JavaScript (a skeleton's pulse) is gone with the skeleton. The screenshots wait on
 * this too, where they paused a fixed 300-400 ms after `networkidle` (which the live stream's open
 * request never lets come).
 */
export async function screenSettled(page: Page): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  // A lazy picture below the fold never loads until scrolled to: only the visible ones count.
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      return image.complete || box.bottom <= 0 || box.top >= innerHeight || box.width === 0;
    }),
  );
  await animationsDone(page);
}

/**
 * The axe run both browser suites share (scripts/e2e/axe.ts) on a settled screen; soft: one run
 * lists the findings of every screen, not only of the first one that has any.
 */
function expectClean(page: Page, label: string, rules?: readonly string[]): Promise<void> {
  return expectNoSeriousViolations(page, label, { ...(rules ? { rules } : {}), settle: screenSettled, soft: true });
}

/**
 * Whether the screen is painted in `theme`: some view has that theme's page colour (the tokens' `bg`)
 * and none the other's. (The navigator's own container keeps React Navigation's grey.)
 */
function paintedIn(page: Page, theme: 'light' | 'night') {
  const [want, other] =
    theme === 'light' ? ['rgb(245, 246, 251)', 'rgb(14, 16, 24)'] : ['rgb(14, 16, 24)', 'rgb(245, 246, 251)'];
  return page.evaluate(
    ([yes, no]) => {
      const colours = new Set(
        Array.from(
          document.querySelectorAll<HTMLElement>('#root div'),
          (element) => getComputedStyle(element).backgroundColor,
        ),
      );
      return colours.has(yes) && !colours.has(no);
    },
    [want, other] as const,
  );
}

/**
 * Every rule in the light theme, then the colour rules in the night theme. The app follows the
 * system's colour scheme until a member picks one, so switching the emulated scheme re-themes the
 * same screen live: one load checks both themes (the switch is awaited on the painted background).
 */
export async function expectBothThemesClean(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => paintedIn(page, 'light')).toBe(true);
  await expectClean(page, `light ${label}`);
  await expectTouchTargets(page, label);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => paintedIn(page, 'night')).toBe(true);
  await expectClean(page, `night ${label}`, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * Every button, tab, checkbox, radio and link is at least 44 × 44 points (Apple's minimum touch
 * target) by its own box: the app gives standalone text links a padded box (ui/touch-target.ts),
 * not hitSlop, which the web export does not draw. A link inside a sentence keeps the sentence's
 * height (WCAG 2.5.8's inline exception). Switches are left out: react-native-web draws them
 * 40 × 20, smaller than either platform's (iOS 51 × 31, Android a 48 dp target).
 */
export async function expectTouchTargets(page: Page, label: string): Promise<void> {
  const { controls, links } = await page.evaluate(() => {
    const describe = (element: HTMLElement, box: DOMRect) =>
      `${element.getAttribute('role') ?? element.tagName} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    const small = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return [];
        // A link inside a sentence takes the sentence's height (WCAG 2.5.8's inline exception).
        const parent = element.parentElement;
        const inline = Array.from(parent?.childNodes ?? []).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        return !inline && (box.width < 44 || box.height < 44) ? [describe(element, box)] : [];
      });
    return {
      controls: small('button, [role="button"], [role="tab"], [role="checkbox"], [role="radio"]'),
      links: small('a[href], [role="link"]'),
    };
  });
  expect.soft(controls, `${label}: controls under 44 × 44`).toEqual([]);
  expect.soft(links, `${label}: links under 44 × 44`).toEqual([]);
}
