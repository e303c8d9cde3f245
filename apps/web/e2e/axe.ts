import type { Page } from '@playwright/test';
import { COLOUR_RULES, expectNoSeriousViolations } from '../../../scripts/e2e/axe';
import { expect } from './fixtures';

// The axe run is the one both browser suites share (scripts/e2e/axe.ts); a web spec using it lifts
// the CSP (`test.use({ bypassCSP: true })`): Playwright injects axe as an inline script.
export { COLOUR_RULES, expectNoSeriousViolations };

/**
 * Every rule in the light theme, then the colour rules in the night theme. The app follows the
 * system's colour scheme until a member picks one (app/theme.ts), so switching the emulated scheme
 * re-themes the same page live: one load checks both themes of a screen.
 */
export async function expectBothThemesClean(page: Page, label: string): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectNoSeriousViolations(page, `light ${label}`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'night');
  await expectNoSeriousViolations(page, `night ${label}`, { rules: COLOUR_RULES });
}
