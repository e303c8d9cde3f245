import { expect, signInThroughApi, test } from './fixtures';

// The titles are the first heading of each page's text (src/features/static-pages/content).
const EN = {
  about: 'About Qurio',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
} as const;

test.describe('static pages and the blog on a desktop', () => {
  test('a guest walks from the footer through every page with the side menu', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: EN.about })).toBeVisible();
    // The title names the page as the menu does; the suffix alone names the product.
    await expect(page).toHaveTitle('About - Qurio - Anonymous Q&A');

    const menu = page.getByRole('navigation', { name: 'Qurio pages' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    for (const [name, path] of [
      ['Terms and Conditions', '/terms'],
      ['Privacy', '/privacy'],
      ['Help', '/help'],
      ['Getting help', '/support'],
      ['Advertisement', '/advertise'],
    ] as const) {
      await menu.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).not.toContainText('{{');
    }

    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(3);
    await page.getByRole('link', { name: 'How anonymity works on Qurio' }).click();
    await expect(page).toHaveURL('/blog/how-anonymity-works-on-qurio');
    await expect(page.getByRole('heading', { level: 1, name: 'How anonymity works on Qurio' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Who can see it' })).toBeVisible();
    await expect(page).toHaveTitle('How anonymity works on Qurio - Qurio - Anonymous Q&A');
  });

  test('a missing article shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/blog/this-post-does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
    await page.getByRole('link', { name: 'All posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('a member reads the pages under the member header', async ({ page, request }) => {
    await signInThroughApi(page, request);
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: EN.terms })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});

test.describe('static pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the breadcrumb replaces the side menu and leads home', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: EN.privacy })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Qurio pages' })).toBeHidden();
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'About', 'Terms and Conditions', 'Privacy', 'Blog']);
    // Nothing on the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await crumbs.getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Ask anything. Answer openly.' })).toBeVisible();
  });
});

test.describe('static pages in a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('shows the German texts and states', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Qurio-Seiten' })).toBeVisible();
    await expect(page.locator('main')).toContainText('November 2026');
    await page.goto('/blog/nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' })).toBeVisible();
  });
});

test.describe('static pages in a Turkish browser', () => {
  test.use({ locale: 'tr-TR' });

  test('shows the Turkish texts', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(EN.terms);
    await expect(page.getByRole('navigation', { name: 'Qurio sayfaları' })).toBeVisible();
  });
});
