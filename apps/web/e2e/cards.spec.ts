import { readFileSync } from 'node:fs';
import { answerAsOwner, askAsGuest, createOwner } from './core-loop-data';
import { follow } from './feeds-data';
import { expect, networkSettled, storeSession, test } from './fixtures';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe('answers shared as picture cards (issue 17)', () => {
  test('a member shares an answer from a timeline card as a picture; the answer page previews the card', async ({
    page,
    request,
  }) => {
    const writer = await createOwner(request, 'writer');
    const id = await askAsGuest(request, writer, 'Was ist dein Lieblingsort im Winter?');
    await answerAsOwner(
      request,
      writer,
      id,
      'Ein warmes Café in İstanbul, mit Blick auf den Bosporus. Straße für Straße.',
    );
    const reader = await createOwner(request, 'reader');
    await follow(request, reader, writer);
    await storeSession(page, reader.session);

    await page.goto('/home');
    const timeline = page.getByRole('list', { name: 'Answers from people you follow' });
    const card = timeline.getByRole('article').filter({ hasText: 'Lieblingsort im Winter' });
    await expect(card).toBeVisible();
    await networkSettled(page);
    await card.getByRole('button', { name: 'More actions' }).click();
    await card.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share answer' });
    await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(encodeURIComponent(`/${writer.account.username}/post/${id}`)),
    );

    // Headless Chromium shares no files: the picture is downloaded.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Share as picture' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`qurio-${writer.account.username}-${id}.png`);
    const path = await saved.path();
    expect(pngSize(readFileSync(path))).toEqual({ width: 1080, height: 1920 });
    await expect(page.getByText('The picture is saved.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The answer's page, as a link preview fetches it (no session), names the card as og:image.
    const html = await (await request.get(`/${writer.account.username}/post/${id}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(image).toMatch(new RegExp(`/cards/answers/${id}\\.png\\?v=`));
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const card1200 = await request.get(new URL(image).pathname + new URL(image).search);
    expect(card1200.status()).toBe(200);
    expect(card1200.headers()['content-type']).toBe('image/png');
    expect(pngSize(await card1200.body())).toEqual({ width: 1200, height: 630 });
  });
});
