// What the web's and the phone app's browser suites (apps/web/e2e, apps/mobile/e2e) share: the
// axe run and the wait for a page at rest. Each suite keeps what differs: how it knows a screen
// has loaded and which theme is painted, and whether a finding stops the test.
import { expect, type Page } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: { run(context?: unknown, options?: RunOptions): Promise<AxeResults> };
  }
}

/**
 * The rules whose findings depend on the colours: the night theme swaps colour tokens only (the
 * web's data-theme, the app's ThemeProvider), so the page's structure, names and roles are what
 * the light run already checked. Re-running every rule in the night theme cost a full axe run per screen.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/** Waits until no CSS animation or transition runs (an entrance, a theme change), so colours are measured at rest. */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner or a pulse runs for ever: those are not an entrance or a theme change settling.
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export interface AxeCheck {
  /** Limits the run to these rules. */
  rules?: readonly string[];
  /** Waits for the screen at rest before the run (the suite's own idea of "loaded"). */
  settle?: (page: Page) => Promise<void>;
  /** Lets the test go on after a finding, so one run lists every screen's findings. */
  soft?: boolean;
}

/**
 * Runs axe on the whole page: serious and critical findings fail with their targets, minor ones
 * are printed. Axe is injected once per document (its 0.5 MB script is parsed again on every
 * injection otherwise). A web spec using this lifts the CSP (`test.use({ bypassCSP: true })`):
 * Playwright injects axe as an inline script.
 */
export async function expectNoSeriousViolations(
  page: Page,
  label: string,
  { rules, settle = animationsDone, soft = false }: AxeCheck = {},
): Promise<void> {
  await settle(page);
  // axe's own text (its package's `source`), not a path: no `import.meta` here, which the app's
  // suite (CommonJS) could not load.
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ content: axe.source });
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
        nodes: violation.nodes
          .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 300)} ${node.failureSummary ?? ''}`)
          .slice(0, 5),
      }));
    },
    rules ? [...rules] : null,
  );
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  (soft ? expect.soft : expect)(serious, `${label}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
  if (violations.length > 0) console.log(`${label}: minor findings`, JSON.stringify(violations));
}
