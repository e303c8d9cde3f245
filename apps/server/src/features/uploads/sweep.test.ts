import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMMUTABLE, newKey } from '../../lib/storage/storage.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { multipartForm } from '../../test/multipart.js';
import { STORAGE_DRIVERS, storedKeys } from '../../test/storage.js';
import { sweepUploadFiles, UPLOAD_SWEEP } from './sweep.js';

/**
 * A file is stored before the row that names it commits and deleted after the row lets go of it,
 * so a crash in between leaves a file nobody names: the hourly sweep removes those, and only those.
 */
describe.each(STORAGE_DRIVERS)('the orphan sweep on the %s storage', (driver) => {
  let t: TestApp;
  let member: CreatedUser;

  beforeEach(async () => {
    t = await createTestApp({ storage: driver });
    // A file's age is its store's date (an S3 server sets it itself): the clock starts at the real time.
    t.clock.current = new Date();
    member = await createUser(t.app, { username: 'sweepme' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function upload(path: '/uploadProfileImage' | '/uploadCoverImage', field: string): Promise<string> {
    const data = await sharp({ create: { width: 60, height: 60, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = multipartForm([{ name: field, filename: 'a.png', contentType: 'image/png', data }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(member.token) },
    });
    expect(res.statusCode).toBe(200);
    return t.ctx.storage.keyOf(res.json().image ?? res.json().cover) ?? '';
  }

  /** A file as a crash leaves it: stored, never named by a row. */
  async function strayFile(prefix: 'avatars' | 'covers'): Promise<string> {
    const key = newKey(prefix, 'jpg');
    await t.ctx.storage.put(key, Buffer.from('jpeg'), { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    return key;
  }

  it('deletes files no member names once older than an hour; named ones stay', async () => {
    const avatar = await upload('/uploadProfileImage', 'profile_image');
    const cover = await upload('/uploadCoverImage', 'cover_image');
    const strays = [await strayFile('avatars'), await strayFile('covers'), await strayFile('avatars')];
    t.clock.advance(UPLOAD_SWEEP.orphanAfterMs + 1000);

    expect(await sweepUploadFiles(t.ctx)).toEqual({ orphans: 3 });
    expect(await storedKeys(t.ctx.storage, 'avatars')).toEqual([avatar]);
    expect(await storedKeys(t.ctx.storage, 'covers')).toEqual([cover]);
    expect(await sweepUploadFiles(t.ctx)).toEqual({ orphans: 0 });
    for (const key of strays) expect(await t.ctx.storage.stat(key)).toBeNull();
  });

  it('keeps a file younger than an hour: its row may be about to name it', async () => {
    const stray = await strayFile('avatars');
    t.clock.advance(UPLOAD_SWEEP.orphanAfterMs - 60_000);
    expect(await sweepUploadFiles(t.ctx)).toEqual({ orphans: 0 });
    expect(await t.ctx.storage.stat(stray)).not.toBeNull();
  });

  it('looks rows up in batches: every orphan of a long listing goes, the named file stays', async () => {
    const avatar = await upload('/uploadProfileImage', 'profile_image');
    for (let i = 0; i < 5; i++) await strayFile('avatars');
    t.clock.advance(UPLOAD_SWEEP.orphanAfterMs + 1000);
    expect(await sweepUploadFiles(t.ctx, { ...UPLOAD_SWEEP, batch: 2 })).toEqual({ orphans: 5 });
    expect(await storedKeys(t.ctx.storage, 'avatars')).toEqual([avatar]);
  });

  it('never takes a picture for an orphan because its row holds an earlier CDN address', async () => {
    const kept = await strayFile('avatars');
    await t.ctx.db.kysely
      .updateTable('users')
      .set({ image: `https://old-cdn.qurio.test/${kept}` })
      .where('id', '=', member.id)
      .execute();
    const stray = await strayFile('avatars');
    t.clock.advance(UPLOAD_SWEEP.orphanAfterMs + 1000);
    expect(await sweepUploadFiles(t.ctx)).toEqual({ orphans: 1 });
    expect(await storedKeys(t.ctx.storage, 'avatars')).toEqual([kept]);
    expect(await t.ctx.storage.stat(stray)).toBeNull();
  });
});
