import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createDiskStorage, createStorage } from '../lib/storage/index.js';
import { IMMUTABLE, newKey, PRIVATE, type Storage } from '../lib/storage/storage.js';
import { s3TestEnv, storedKeys } from '../test/storage.js';
import { migrateStorage } from './storage-migrate.js';

/** A running site moves its files from the disk to the bucket: every file once, and again only what changed. */
describe('storage-migrate', () => {
  let dataDir: string;
  let disk: Storage;
  let bucket: Storage;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'qurio-migrate-'));
    disk = createDiskStorage(dataDir);
    bucket = await createStorage(loadConfig({ DATA_DIR: dataDir, ...(await s3TestEnv()) }).storage, dataDir);
  });
  afterEach(() => {
    bucket.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file with its headers, prints progress, and a second run copies nothing', async () => {
    const keys = [
      newKey('avatars', 'jpg'),
      newKey('avatars', 'jpg'),
      newKey('covers', 'jpg'),
      newKey('exports', 'zip'),
    ];
    for (const [i, key] of keys.entries()) {
      const cacheControl = key.startsWith('exports/') ? PRIVATE : IMMUTABLE;
      await disk.put(key, Buffer.from(`file ${i}`), { contentType: 'image/jpeg', cacheControl });
    }
    const lines: string[] = [];
    expect(await migrateStorage(disk, bucket, (line) => lines.push(line), 2)).toEqual({
      total: 4,
      copied: 4,
      skipped: 0,
    });
    expect(lines).toEqual([
      'storage-migrate: 2/4 files, 2 copied, 0 already there',
      'storage-migrate: 4/4 files, 4 copied, 0 already there',
    ]);
    expect(await storedKeys(bucket, 'avatars')).toEqual(keys.slice(0, 2).sort());
    expect((await bucket.read(keys[2] ?? ''))?.toString()).toBe('file 2');
    const zip = await bucket.get(keys[3] ?? '');
    expect(zip).toMatchObject({ contentType: 'application/zip', cacheControl: PRIVATE });
    zip?.body.destroy();
    const image = await bucket.get(keys[0] ?? '');
    expect(image).toMatchObject({ contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    image?.body.destroy();

    // Run again: nothing copied. A file uploaded meanwhile, and one left half-copied (another size), are.
    const later = newKey('covers', 'jpg');
    await disk.put(later, Buffer.from('new'), { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    await bucket.put(keys[1] ?? '', Buffer.from('cut'), { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
    expect(await migrateStorage(disk, bucket, () => {})).toEqual({ total: 5, copied: 2, skipped: 3 });
    expect((await bucket.read(keys[1] ?? ''))?.toString()).toBe('file 1');
    lines.length = 0;
    expect(await migrateStorage(disk, bucket, (line) => lines.push(line))).toEqual({ total: 5, copied: 0, skipped: 5 });
    expect(lines).toEqual(['storage-migrate: 5/5 files, 0 copied, 5 already there']);
  });
});
