import type { Page } from '@playwright/test';
import { answerAsOwner, askAsGuest, createOwner } from './core-loop-data';
import { expect, networkSettled, storeSession, test } from './fixtures';

/**
 * Explore in the reader's language (issue 34), in a real browser against the real server: an
 * English reader sees English answers before a newer German one; "All languages" shows every
 * answer by rank and stays on after a reload (this device keeps it).
 */
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The questions of Explore's cards, in order. */
async function shown(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Answers from everyone' });
  return list.getByRole('article').evaluateAll((cards) => cards.map((c) => c.querySelector('p')?.textContent ?? ''));
}

for (const size of SIZES) {
  test(`explore puts the reader's language first; "All languages" shows all, and stays on (${size.name})`, async ({
    page,
    request,
  }) => {
    const writer = await createOwner(request, 'polyglot');
    const reader = await createOwner(request, 'reader');
    const english = `Written in English ${size.name}?`;
    const german = `Auf Deutsch geschrieben ${size.name}?`;
    await answerAsOwner(
      request,
      writer,
      await askAsGuest(request, writer, english),
      'I love rainy Sunday mornings with a good book',
    );
    await answerAsOwner(
      request,
      writer,
      await askAsGuest(request, writer, german),
      'Ich liebe verregnete Sonntagmorgen mit einem guten Buch',
    );

    await page.setViewportSize({ width: size.width, height: size.height });
    await storeSession(page, reader.session);
    await page.goto('/explore');
    const toggle = page.getByRole('switch', { name: 'All languages' });
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole('article').filter({ hasText: english })).toBeVisible();
    // The German answer is newer, yet it does not come before the English one (if it is on the page at all).
    const mine = await shown(page);
    const germanAt = mine.indexOf(german);
    expect(germanAt === -1 || germanAt > mine.indexOf(english)).toBe(true);

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.getByRole('article').filter({ hasText: german })).toBeVisible();
    await expect
      .poll(async () => {
        const all = await shown(page);
        return all.indexOf(german) < all.indexOf(english);
      })
      .toBe(true);

    await page.reload();
    await networkSettled(page);
    await expect(page.getByRole('switch', { name: 'All languages' })).toBeChecked();
    await expect(page.getByRole('article').filter({ hasText: german })).toBeVisible();
  });
}
