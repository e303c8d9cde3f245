import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE, newKey } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { STORAGE_DRIVERS } from '../../test/storage.js';
import { pictureDataUrl } from './picture.js';

/** A card shows the member's uploaded picture, read from storage, or the default avatar. */
describe.each(STORAGE_DRIVERS)('the card picture on the %s storage', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ storage: driver });
  });
  afterEach(async () => {
    await t.close();
  });

  it('is the stored picture made small, else the default avatar', async () => {
    const key = newKey('avatars', 'jpg');
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#00aa00' } })
      .jpeg()
      .toBuffer();
    await t.ctx.storage.put(key, jpeg, { contentType: 'image/jpeg', cacheControl: IMMUTABLE });

    const picture = await pictureDataUrl(t.ctx, { id: 7, image: t.ctx.storage.publicUrl(key) });
    expect(picture).toMatch(/^data:image\/jpeg;base64,/);
    const small = Buffer.from(picture.slice(picture.indexOf(',') + 1), 'base64');
    expect(await sharp(small).metadata()).toMatchObject({ width: 288, height: 288 });

    await t.ctx.storage.delete(key);
    for (const image of [t.ctx.storage.publicUrl(key), null, 'https://elsewhere.test/a.jpg', '/uploads/../x.jpg']) {
      expect(await pictureDataUrl(t.ctx, { id: 7, image })).toMatch(/^data:image\/svg\+xml;base64,/);
    }
  });
});
