import { randomBytes } from 'node:crypto';
import { LIMITS } from '@qurio/contract';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { api, bearer, type CreatedUser, createUser } from '../../test/factories.js';
import { type FormPart, multipartForm } from '../../test/multipart.js';
import { STORAGE_DRIVERS, storedBytes, storedKeys } from '../../test/storage.js';

describe.each(STORAGE_DRIVERS)('on the %s storage', (driver) => {
  let t: TestApp;
  let user: CreatedUser;

  beforeEach(async () => {
    t = await createTestApp({ storage: driver });
    user = await createUser(t.app, { username: 'pixel' });
  });
  afterEach(async () => {
    await t.close();
  });

  async function upload(path: '/uploadProfileImage' | '/uploadCoverImage', parts: FormPart[], token = user.token) {
    const form = multipartForm(parts);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: form.payload,
      headers: { ...form.headers, ...(token ? bearer(token) : {}) },
    });
    return { status: res.statusCode, body: res.json() };
  }
  const avatar = (data: Buffer, filename = 'me.jpg', contentType = 'image/jpeg') =>
    upload('/uploadProfileImage', [{ name: 'profile_image', filename, contentType, data }]);
  const cover = (data: Buffer, filename = 'cover.png', contentType = 'image/png') =>
    upload('/uploadCoverImage', [{ name: 'cover_image', filename, contentType, data }]);

  /** The stored bytes of an image's public URL. */
  const fileOf = (url: string) => storedBytes(t.ctx.storage, url);
  const storedUser = () =>
    t.ctx.db.kysely.selectFrom('users').select(['image', 'cover']).where('id', '=', user.id).executeTakeFirstOrThrow();

  /** 600×300, left half red and right half blue: a rotation shows as red on top. */
  async function halves() {
    const blue = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    return sharp({ create: { width: 600, height: 300, channels: 3, background: '#ff0000' } }).composite([
      { input: blue, left: 300, top: 0 },
    ]);
  }

  /** A phone photo as it arrives: EXIF with camera and GPS position, and "rotate 90° to display". */
  async function phonePhoto() {
    return (await halves())
      .jpeg()
      .withExif({
        IFD0: { Make: 'SecretCam', Model: 'Leaky 3000' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2405/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  }

  /** The GPSLatitude rationals 48/1 51/1 2405/100, in either TIFF byte order. */
  function carriesGpsLatitude(bytes: Buffer): boolean {
    const values = [48, 1, 51, 1, 2405, 100];
    return [true, false].some((littleEndian) => {
      const needle = Buffer.alloc(values.length * 4);
      for (const [i, v] of values.entries()) {
        if (littleEndian) needle.writeUInt32LE(v, i * 4);
        else needle.writeUInt32BE(v, i * 4);
      }
      return bytes.includes(needle);
    });
  }

  async function pixel(file: Buffer, x: number, y: number) {
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at], data[at + 1], data[at + 2]] as [number, number, number];
  }
  const isRed = ([r, g, b]: number[]) => (r ?? 0) > 200 && (g ?? 255) < 60 && (b ?? 255) < 60;
  const isBlue = ([r, g, b]: number[]) => (r ?? 255) < 60 && (g ?? 255) < 60 && (b ?? 0) > 200;

  describe('uploadProfileImage', () => {
    it('re-encodes a phone JPEG: no EXIF or GPS survives, orientation applied, 400×400, random name', async () => {
      const input = await phonePhoto();
      const before = await sharp(input).metadata();
      expect(before.exif?.includes('SecretCam')).toBe(true);
      expect(carriesGpsLatitude(input)).toBe(true);
      expect(before.orientation).toBe(6);

      const res = await avatar(input, 'holiday.jpg');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: true,
        image: expect.stringMatching(/^\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/),
        message: 'Your profile image has been updated.',
      });
      expect(res.body.image).not.toContain('holiday');
      const file = await fileOf(res.body.image);
      const out = await sharp(file).metadata();
      expect(out).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
      expect(out.exif).toBeUndefined();
      expect(out.xmp).toBeUndefined();
      expect(out.icc).toBeUndefined();
      expect(out.orientation).toBeUndefined();
      expect(carriesGpsLatitude(file)).toBe(false);
      expect(file.includes('SecretCam')).toBe(false);
      // Rotated 90° clockwise: the left (red) half is now on top.
      expect(isRed(await pixel(file, 300, 50))).toBe(true);
      expect(isBlue(await pixel(file, 100, 350))).toBe(true);

      expect((await storedUser()).image).toBe(res.body.image);
      const me = await api(t.app).get('/myProfile', {}, user.token);
      expect(me.body.user.image).toBe(res.body.image);
    });

    it('is served under /uploads with long cache headers', async () => {
      const res = await avatar(await phonePhoto());
      const served = await t.app.inject({ method: 'GET', url: res.body.image });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.includes('SecretCam')).toBe(false);
    });

    it('answers one byte range with 206, HEAD with the headers, and a missing key with 404', async () => {
      const res = await avatar(await phonePhoto());
      const whole = (await t.app.inject({ method: 'GET', url: res.body.image })).rawPayload;
      const part = await t.app.inject({ method: 'GET', url: res.body.image, headers: { range: 'bytes=2-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 2-11/${whole.length}`);
      expect(part.rawPayload).toEqual(whole.subarray(2, 12));
      const head = await t.app.inject({ method: 'HEAD', url: res.body.image });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(whole.length));
      const missing = await t.app.inject({ method: 'GET', url: `/uploads/avatars/${'0'.repeat(32)}.jpg` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    });

    it('serves only the public folders: never an export, never a path out of the store', async () => {
      await t.ctx.storage.put(`exports/${'ab'.repeat(16)}.zip`, Buffer.from('PK'), {
        contentType: 'application/zip',
        cacheControl: 'private, no-store',
      });
      for (const url of [
        `/uploads/exports/${'ab'.repeat(16)}.zip`,
        '/uploads/../exports/x.zip',
        '/uploads/%2e%2e/%2e%2e/etc/passwd',
        '/uploads/avatars/../../qurio.db',
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });

    it('removes the old file when a new image replaces it', async () => {
      const first = await avatar(await phonePhoto());
      const second = await avatar(await (await halves()).png().toBuffer(), 'b.png', 'image/png');
      expect(second.status).toBe(200);
      expect(second.body.image).not.toBe(first.body.image);
      expect(await storedKeys(t.ctx.storage, 'avatars')).toEqual([t.ctx.storage.keyOf(second.body.image)]);
      expect((await t.app.inject({ method: 'GET', url: first.body.image })).statusCode).toBe(404);
    });

    it('accepts a photo of several megabytes (the JSON body limit does not apply)', async () => {
      const [width, height] = [2000, 1500];
      const noise = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 100 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
      expect(noise.length).toBeLessThan(LIMITS.uploadMaxBytes);
      const res = await cover(noise, 'big.jpg', 'image/jpeg');
      expect(res.status).toBe(200);
      expect(await sharp(await fileOf(res.body.cover)).metadata()).toMatchObject({ width: 1500, height: 500 });
    });

    it('keeps only the first frame of an animated GIF', async () => {
      const frames = await Promise.all(
        ['#ff0000', '#0000ff'].map((c) =>
          sharp({ create: { width: 80, height: 60, channels: 3, background: c } })
            .png()
            .toBuffer(),
        ),
      );
      const gif = await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
      expect((await sharp(gif).metadata()).pages).toBe(2);
      const res = await avatar(gif, 'anim.gif', 'image/gif');
      expect(res.status).toBe(200);
      const file = await fileOf(res.body.image);
      expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
      expect(isRed(await pixel(file, 200, 200))).toBe(true);
    });
  });

  describe('uploadCoverImage', () => {
    it('takes a PNG with transparency: 1500×500 JPEG on white', async () => {
      const png = await sharp({
        create: { width: 900, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
      })
        .png()
        .toBuffer();
      const res = await cover(png);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: true,
        cover: expect.stringMatching(/^\/uploads\/covers\/[0-9a-f]{32}\.jpg$/),
        message: 'Your cover image has been updated.',
      });
      const file = await fileOf(res.body.cover);
      expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1500, height: 500 });
      expect((await pixel(file, 750, 250)).every((v) => v > 240)).toBe(true);
      expect((await storedUser()).cover).toBe(res.body.cover);
      // The avatar is untouched.
      expect((await storedUser()).image).toBeNull();
    });
  });

  describe('refused uploads', () => {
    it.each([
      ['random bytes named .jpg', () => randomBytes(4096), 'photo.jpg', 'image/jpeg'],
      [
        'an SVG with a script',
        () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
          ),
        'cute.png',
        'image/png',
      ],
      [
        'a WebP (a real image, but not Jpg, Png or Gif)',
        () =>
          sharp({ create: { width: 50, height: 50, channels: 3, background: '#00ff00' } })
            .webp()
            .toBuffer(),
        'x.jpg',
        'image/jpeg',
      ],
      ['a truncated JPEG', async () => (await phonePhoto()).subarray(0, 600), 'cut.jpg', 'image/jpeg'],
      ['an empty file', () => Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
    ])('%s → 400 UPLOAD_ERROR', async (_name, make, filename, type) => {
      const res = await avatar(await make(), filename, type);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, code: 'UPLOAD_ERROR', message: 'Uploading Error.' });
      expect((await storedUser()).image).toBeNull();
      expect(await storedKeys(t.ctx.storage, 'avatars')).toEqual([]);
    });

    it('refuses a file over 8 MB with 413 FILE_TOO_LARGE', async () => {
      const big = Buffer.concat([await phonePhoto(), randomBytes(LIMITS.uploadMaxBytes)]);
      const res = await avatar(big);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ status: false, code: 'FILE_TOO_LARGE', message: 'File size is too large.' });
      expect((await storedUser()).image).toBeNull();
    });

    it('refuses the wrong field, no file, and a JSON body', async () => {
      const data = await phonePhoto();
      const wrongField = await upload('/uploadProfileImage', [
        { name: 'cover_image', filename: 'a.jpg', contentType: 'image/jpeg', data },
      ]);
      expect(wrongField.body.code).toBe('UPLOAD_ERROR');
      expect((await upload('/uploadCoverImage', [{ name: 'title', value: 'x' }])).body.code).toBe('UPLOAD_ERROR');
      const json = await api(t.app).postUnchecked('/uploadProfileImage', { profile_image: 'x' }, user.token);
      expect(json.status).toBe(400);
      expect(json.body.code).toBe('UPLOAD_ERROR');
    });

    it('refuses a guest before reading the file', async () => {
      const parts = [{ name: 'cover_image', filename: 'a.png', contentType: 'image/png', data: await phonePhoto() }];
      const res = await upload('/uploadCoverImage', parts, '');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('SIGN_IN_REQUIRED');
    });
  });
});

const redSquare = () =>
  sharp({ create: { width: 50, height: 50, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();

describe('with S3_PUBLIC_URL (a CDN in front of the bucket)', () => {
  it('hands out the CDN URL, lets the CSP load it, and still serves /uploads/<key>', async () => {
    const t = await createTestApp({ storage: 's3', env: { S3_PUBLIC_URL: 'https://cdn.qurio.test/files/' } });
    try {
      const user = await createUser(t.app, { username: 'cdnpixel' });
      const form = multipartForm([
        { name: 'profile_image', filename: 'me.png', contentType: 'image/png', data: await redSquare() },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploadProfileImage',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(user.token) },
      });
      const image: string = res.json().image;
      expect(image).toMatch(/^https:\/\/cdn\.qurio\.test\/files\/avatars\/[0-9a-f]{32}\.jpg$/);
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.qurio.test");
      const key = t.ctx.storage.keyOf(image);
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A second upload deletes the first by its CDN URL.
      const again = multipartForm([
        { name: 'profile_image', filename: 'me.png', contentType: 'image/png', data: await redSquare() },
      ]);
      await t.app.inject({
        method: 'POST',
        url: '/api/uploadProfileImage',
        payload: again.payload,
        headers: { ...again.headers, ...bearer(user.token) },
      });
      expect(await t.ctx.storage.stat(key ?? '')).toBeNull();
    } finally {
      await t.close();
    }
  });
});
