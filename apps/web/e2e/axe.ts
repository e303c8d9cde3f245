import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { atRest, expect } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

declare global {
  interface Window {
    axe?: { run(context?: unknown, options?: RunOptions): Promise<AxeResults> };
  }
}

/**
 * The rules whose findings depend on the colours: the night theme swaps colour tokens only
 * (styles/global.css, data-theme on <html>), so the page's structure, names and roles are what the
 * light run already checked. Re-running every rule in the night theme cost a full axe run per screen.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * Runs axe on the whole page at rest (a dialog's entrance blends its colours): serious and critical
 * findings fail, minor ones are printed. `rules` limits the run to those rules. Axe is injected once
 * per document (its 0.5 MB script is parsed again on every injection otherwise). Specs using this
 * lift the CSP (`test.use({ bypassCSP: true })`): Playwright injects axe as an inline script.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { rules }: { rules?: readonly string[] } = {},
): Promise<void> {
  await atRest(page);
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(
    async (only) => {
      if (!window.axe) throw new Error('axe did not load');
      const results = await window.axe.run(document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
      });
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
      }));
    },
    rules ? [...rules] : null,
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
  if (violations.length > 0) console.log(`${label}: minor findings`, violations);
}

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
