import { PUBLIC_PREFIXES, type Storage, type StoredEntry } from '../lib/storage/storage.js';

/** Every folder the server keeps files in: the public ones and the export ZIPs. */
export const STORED_PREFIXES: readonly string[] = [...PUBLIC_PREFIXES, 'exports'];

export interface MigrateResult {
  total: number;
  copied: number;
  skipped: number;
}

/**
 * `npm run admin -- storage-migrate`: copies every file of the disk store to the bucket, keys and
 * headers unchanged, so the URLs rows hold keep working once the servers read from the bucket.
 * A key already there with the same size is skipped: a second run (or one resumed after a crash
 * or a Ctrl-C) copies only what is missing, and files uploaded meanwhile, while the site still
 * runs on disk, are taken by the next run. One line of progress every `every` files and at the end.
 */
export async function migrateStorage(
  from: Storage,
  to: Storage,
  progress: (line: string) => void,
  every = 100,
): Promise<MigrateResult> {
  const entries: StoredEntry[] = [];
  for (const prefix of STORED_PREFIXES) for await (const entry of from.list(prefix)) entries.push(entry);
  const result: MigrateResult = { total: entries.length, copied: 0, skipped: 0 };
  const report = () =>
    progress(
      `storage-migrate: ${result.copied + result.skipped}/${result.total} files, ${result.copied} copied, ${result.skipped} already there`,
    );
  for (const entry of entries) {
    const there = await to.stat(entry.key);
    if (there && there.size === entry.size) {
      result.skipped += 1;
    } else {
      const object = await from.get(entry.key);
      if (object) {
        await to.put(entry.key, object.body, { contentType: object.contentType, cacheControl: object.cacheControl });
        result.copied += 1;
      } else {
        // Deleted since the listing (a new upload replaced it): nothing to copy.
        result.skipped += 1;
      }
    }
    if ((result.copied + result.skipped) % every === 0) report();
  }
  if (result.total === 0 || result.total % every !== 0) report();
  return result;
}
