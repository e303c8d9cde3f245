import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { STORAGE_DRIVERS, s3TestEnv, storedKeys } from '../../test/storage.js';
import { createStorage } from './index.js';
import { parseRange } from './serve.js';
import { IMMUTABLE, newKey, PRIVATE, type Storage } from './storage.js';

/** The one interface, the same answers from both drivers (s3: the run's loopback s3rver). */
describe.each(STORAGE_DRIVERS)('the %s storage', (driver) => {
  let dataDir: string;
  let storage: Storage;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'qurio-storage-'));
    const env = driver === 's3' ? await s3TestEnv() : {};
    storage = await createStorage(loadConfig({ DATA_DIR: dataDir, ...env }).storage, dataDir);
  });
  afterEach(() => {
    storage.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('puts bytes or a stream, gets them back whole or as a range, with their headers', async () => {
    const key = newKey('avatars', 'jpg');
    await storage.put(key, Buffer.from('0123456789'), { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    const whole = await storage.get(key);
    expect(whole).toMatchObject({ size: 10, totalSize: 10, contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    expect((await buffer(whole?.body ?? Readable.from([]))).toString()).toBe('0123456789');
    const part = await storage.get(key, { start: 2, end: 5 });
    expect(part).toMatchObject({ size: 4, totalSize: 10 });
    expect((await buffer(part?.body ?? Readable.from([]))).toString()).toBe('2345');

    const zip = newKey('exports', 'zip');
    await storage.put(zip, Readable.from([Buffer.from('PK'), Buffer.from('zip')]), {
      contentType: 'application/zip',
      cacheControl: PRIVATE,
    });
    expect((await storage.read(zip))?.toString()).toBe('PKzip');
    expect(await storage.stat(zip)).toMatchObject({ key: zip, size: 5 });
    expect((await storage.stat(zip))?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists a folder only, deletes (a missing key too), and answers null for what is not there', async () => {
    const avatars = [newKey('avatars', 'jpg'), newKey('avatars', 'jpg')];
    const cover = newKey('covers', 'jpg');
    for (const key of [...avatars, cover]) {
      await storage.put(key, Buffer.from('x'), { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    }
    expect(await storedKeys(storage, 'avatars')).toEqual([...avatars].sort());
    expect(await storedKeys(storage, 'media')).toEqual([]);
    await storage.delete(avatars[0] ?? '');
    await storage.delete(avatars[0] ?? '');
    expect(await storedKeys(storage, 'avatars')).toEqual([avatars[1]]);
    expect(await storage.get(avatars[0] ?? '')).toBeNull();
    expect(await storage.read(avatars[0] ?? '')).toBeNull();
    expect(await storage.stat(avatars[0] ?? '')).toBeNull();
  });

  it('refuses a key it never makes, and reads back only its own URLs', async () => {
    for (const bad of ['../qurio.db', 'avatars/../../x.jpg', 'avatars/a/b.jpg', 'secrets/x.jpg', 'avatars/x']) {
      await expect(storage.put(bad, Buffer.from('x'), { contentType: 'a/b', cacheControl: PRIVATE })).rejects.toThrow(
        /not a storage key/,
      );
    }
    const key = newKey('covers', 'jpg');
    expect(key).toMatch(/^covers\/[0-9a-f]{32}\.jpg$/);
    expect(storage.publicUrl(key)).toBe(`/uploads/${key}`);
    expect(storage.keyOf(`/uploads/${key}`)).toBe(key);
    for (const other of [null, 'https://elsewhere.test/x.jpg', '/uploads/../qurio.db', `/static/${key}`]) {
      expect(storage.keyOf(other)).toBeNull();
    }
  });
});

describe('parseRange', () => {
  it.each([
    ['bytes=0-9', 100, { start: 0, end: 9 }],
    ['bytes=90-', 100, { start: 90, end: 99 }],
    ['bytes=-10', 100, { start: 90, end: 99 }],
    ['bytes=50-500', 100, { start: 50, end: 99 }],
    ['bytes=100-', 100, undefined],
    ['bytes=5-1', 100, undefined],
    ['bytes=0-1,5-6', 100, undefined],
    ['items=0-1', 100, undefined],
    ['bytes=-', 100, undefined],
  ])('%s of %i bytes', (header, size, range) => {
    expect(parseRange(header, size)).toEqual(range);
  });
});
