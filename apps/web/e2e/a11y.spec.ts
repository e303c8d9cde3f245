import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, NIGHT_KEY, signInThroughApi, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

declare global {
  interface Window {
    axe: { run(context?: unknown, options?: unknown): Promise<AxeResults> };
  }
}

// Playwright injects axe as an inline script; only these tests lift the CSP for that. Every other
// spec runs under the server's real policy.
test.use({ bypassCSP: true });

const PAGES = [
  { name: 'landing', path: '/', member: false, heading: 'Ask anything. Answer openly.' },
  { name: 'login', path: '/login', member: false, heading: 'Welcome back' },
  { name: 'signup', path: '/signup', member: false, heading: 'Create your account' },
  { name: 'home', path: '/home', member: true, heading: 'Home' },
] as const;

for (const theme of ['light', 'night'] as const) {
  test.describe(`${theme} theme`, () => {
    for (const target of PAGES) {
      test(`${target.name} has no serious or critical axe violations`, async ({ page, request }) => {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          NIGHT_KEY,
          String(theme === 'night'),
        ] as const);
        if (target.member) await signInThroughApi(page, request);
        await page.goto(target.path);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        if (target.member) await expect(page.getByRole('complementary').first()).toContainText('@');
        // Let entrance animations finish so colours are measured at rest.
        await page.waitForTimeout(300);

        await page.addScriptTag({ path: axePath });
        const violations = await page.evaluate(async () => {
          const results = await window.axe.run(document, { resultTypes: ['violations'] });
          return results.violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            help: violation.help,
            nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
          }));
        });
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
        if (violations.length > 0) console.log(`${theme} ${target.name}: minor findings`, violations);
      });
    }
  });
}
