import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { answerAsOwner, askAsGuest, createOwner, like } from './core-loop-data';
import { expect, storeSession, test } from './fixtures';

/**
 * Defects a product walkthrough found (issue 15), each reproduced in the browser against the
 * built app: layout that hides what it should show, a search that runs too early or lands on an
 * empty tab, a picture that stays old, titles, likers and the sign-up's legal links.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * For the element and each of its descendants matching `selector`: true when the points just
 * inside its top and bottom edges hit it (nothing clips or covers it there).
 */
async function hittable(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      const x = box.left + box.width / 2;
      return [box.top + 3, box.bottom - 3].every((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && node.contains(hit);
      });
    }),
  );
}

test.describe('walkthrough defects', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`the profile's more-actions menu is not clipped by the card (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      const other = await createOwner(request, 'menu');
      const reader = await createOwner(request, 'reader');
      await page.setViewportSize(viewport);
      await storeSession(page, reader.session);
      await page.goto(`/${other.account.username}`);
      await page.getByRole('button', { name: 'More actions' }).click();
      const items = page.locator('[data-menu-item]');
      await expect(items).toHaveCount(3);
      await expect(items.last()).toBeVisible();
      expect(await hittable(page, 'ul:has(> li > [data-menu-item])')).toEqual([true]);
      expect(await hittable(page, '[data-menu-item]')).toEqual([true, true, true]);
      await items.last().click();
      await expect(page.getByRole('dialog', { name: 'Share profile' })).toBeVisible();
    });

    test(`the pending badge on Questions leaves its icon visible (${viewport.width} px)`, async ({ page, request }) => {
      const owner = await createOwner(request, 'badge');
      for (let i = 0; i < 12; i += 1) await askAsGuest(request, owner, `Question number ${i + 1} for the badge?`);
      await page.setViewportSize(viewport);
      await storeSession(page, owner.session);
      await page.goto('/home');
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Questions/ });
      const badge = link.locator('[aria-hidden="true"]', { hasText: '12' });
      await expect(badge).toBeVisible();
      const icon = await link.locator('svg').first().boundingBox();
      const mark = await badge.boundingBox();
      if (!icon || !mark) throw new Error('no icon or badge');
      const overlapX = Math.max(0, Math.min(icon.x + icon.width, mark.x + mark.width) - Math.max(icon.x, mark.x));
      const overlapY = Math.max(0, Math.min(icon.y + icon.height, mark.y + mark.height) - Math.max(icon.y, mark.y));
      // A corner may touch the icon; most of the glyph stays visible.
      expect((overlapX * overlapY) / (icon.width * icon.height)).toBeLessThan(0.12);
    });
  }

  test('settings at 1280 px give the page a readable width; at 390 px it fills the screen', async ({
    page,
    request,
  }) => {
    const member = await createOwner(request, 'wide');
    await page.setViewportSize(DESKTOP);
    await storeSession(page, member.session);
    await page.goto('/settings/personal');
    const content = page.locator('section[aria-labelledby="settings-title"]');
    await expect(content.getByLabel('Bio')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Settings pages' })).toBeVisible();
    const wide = await content.boundingBox();
    expect(wide?.width ?? 0).toBeGreaterThanOrEqual(520);

    await page.setViewportSize(PHONE);
    await expect(page.getByRole('link', { name: 'Back to settings' })).toBeVisible();
    const narrow = await content.boundingBox();
    expect(narrow?.width ?? 0).toBeGreaterThan(320);
    expect((narrow?.x ?? 0) + (narrow?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('/search/<name> shows the people found on the first tab, not only "No answers match"', async ({
    page,
    request,
  }) => {
    const person = await createOwner(request, 'findme');
    const reader = await createOwner(request, 'reader');
    await storeSession(page, reader.session);
    await page.goto(`/search/${person.account.username}`);
    await expect(page.getByRole('tab', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('link', { name: new RegExp(`@${person.account.username}`) })).toBeVisible();
    // The whole list is one step away.
    await panel.getByRole('button', { name: 'Show all people' }).click();
    await expect(page.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('link', { name: new RegExp(`@${person.account.username}`) })).toBeVisible();
  });

  test('the search bar searches after a 500 ms pause in typing, not on the first keys', async ({ page, request }) => {
    const reader = await createOwner(request, 'typer');
    await storeSession(page, reader.session);
    // Times taken in the page: the runner may be slow to hear of a key on a loaded machine.
    await page.addInitScript(() => {
      const w = window as unknown as { inputs: number[]; searches: Array<{ at: number; term: string }> };
      w.inputs = [];
      w.searches = [];
      document.addEventListener('input', () => w.inputs.push(Date.now()), true);
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.endsWith('/api/search')) {
          w.searches.push({ at: Date.now(), term: (JSON.parse(String(init?.body)) as { term: string }).term });
        }
        return send(input, init);
      };
    });
    await page.goto('/home');
    const field = page.getByRole('complementary', { name: 'Sidebar' }).getByRole('searchbox', { name: 'Search' });
    await field.click();
    await field.pressSequentially('em', { delay: 60 });
    await expect(page.getByRole('heading', { name: /^(Results|No User Found)$/ })).toBeVisible();
    await page.waitForTimeout(1000);
    const { inputs, searches } = await page.evaluate(() => {
      const w = window as unknown as { inputs: number[]; searches: Array<{ at: number; term: string }> };
      return { inputs: w.inputs, searches: w.searches };
    });
    expect(inputs).toHaveLength(2);
    // One search, for the term as it stood after the pause, and not before the pause was over.
    expect(searches.map((search) => search.term)).toEqual(['em']);
    expect((searches[0]?.at ?? 0) - (inputs[1] ?? 0)).toBeGreaterThanOrEqual(450);
  });

  test('a new profile picture shows on the answer cards at once', async ({ page, request }) => {
    const owner = await createOwner(request, 'pic');
    const id = await askAsGuest(request, owner, 'What is your favourite colour?');
    await answerAsOwner(request, owner, id, 'Pink, like my new picture.');
    await storeSession(page, owner.session);
    await page.goto(`/${owner.account.username}`);
    const card = page.getByRole('article').filter({ hasText: 'Pink, like my new picture.' });
    const cardAvatar = card.locator('img').first();
    await expect(cardAvatar).toBeVisible();
    expect(await cardAvatar.getAttribute('src')).not.toMatch(/^\/uploads\//);

    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e23d78' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Change profile picture')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Your profile picture has been updated.')).toBeVisible();
    await expect(cardAvatar).toHaveAttribute('src', /^\/uploads\//);
  });

  test('page titles name the product once', async ({ page }) => {
    for (const path of ['/about', '/terms', '/privacy', '/help', '/advertise']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/ - Qurio - Anonymous Q&A$/);
      expect((await page.title()).match(/Qurio/g), `${path}: ${await page.title()}`).toHaveLength(1);
    }
  });

  test('"N likes" on a feed card opens the likers, by keyboard too', async ({ page, request }) => {
    const owner = await createOwner(request, 'liked');
    const id = await askAsGuest(request, owner, 'Tea or coffee?');
    await answerAsOwner(request, owner, id, 'Tea, always.');
    const fan = await createOwner(request, 'fan');
    await like(request, fan, id);
    const reader = await createOwner(request, 'reader');
    await storeSession(page, reader.session);
    await page.goto(`/${owner.account.username}`);
    const card = page.getByRole('article').filter({ hasText: 'Tea, always.' });
    const count = card.getByRole('button', { name: '1 like' });
    await count.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Liked by' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: new RegExp(fan.account.username) })).toHaveAttribute(
      'href',
      `/${fan.account.username}`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(count).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the sign-up form links the Terms and the Privacy policy', async ({ page }) => {
    await page.goto('/signup');
    const form = page.locator('form');
    await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
