import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type ByteRange,
  cacheControlOf,
  contentTypeOf,
  isKey,
  isPublicKey,
  keyFromUrl,
  type PutOptions,
  type Storage,
  type StoredEntry,
  type StoredObject,
  UPLOADS_PATH,
} from './storage.js';

export interface DiskLayout {
  /** Where keys live: `<root>/<key>` (DATA_DIR/uploads, as before storage had drivers). */
  root: string;
  /** Folders kept elsewhere, by prefix: exports stay in DATA_DIR/exports, outside what is public. */
  folders?: Record<string, string>;
}

/**
 * The default store: files on this machine's disk, so `npm start` needs nothing else. A file is
 * written under a temporary name and renamed, so a reader never sees half of one. The disk keeps
 * no headers: the content type comes from the key's extension, the cache header from its folder.
 */
export class DiskStorage implements Storage {
  readonly driver = 'disk' as const;

  constructor(private readonly layout: DiskLayout) {}

  /** The file of a key; only keys this server makes (isKey), so a path never leaves its folder. */
  private fileOf(key: string): string {
    if (!isKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    const slash = key.indexOf('/');
    const folder = this.layout.folders?.[key.slice(0, slash)];
    return folder ? join(folder, key.slice(slash + 1)) : join(this.layout.root, key);
  }

  private folderOf(prefix: string): string {
    return this.layout.folders?.[prefix] ?? join(this.layout.root, prefix);
  }

  async put(key: string, body: Uint8Array | Readable, _options: PutOptions): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(dirname(file), { recursive: true });
    // A dot first: never a key, so a crash's leftover is neither listed nor served.
    const temporary = join(dirname(file), `.${randomBytes(8).toString('hex')}.tmp`);
    const mode = isPublicKey(key) ? 0o644 : 0o600;
    try {
      await pipeline(body instanceof Readable ? body : Readable.from([body]), createWriteStream(temporary, { mode }));
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.fileOf(key);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) return null;
    const body = createReadStream(file, range ? { start: range.start, end: range.end } : {});
    return {
      body,
      size: range ? range.end - range.start + 1 : found.size,
      totalSize: found.size,
      contentType: contentTypeOf(key),
      cacheControl: cacheControlOf(key),
    };
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.fileOf(key)).catch(() => null);
  }

  async stat(key: string): Promise<StoredEntry | null> {
    const found = await stat(this.fileOf(key)).catch(() => null);
    return found?.isFile() ? { key, size: found.size, lastModified: found.mtime } : null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredEntry> {
    const folder = this.folderOf(prefix);
    const names = await readdir(folder).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const key = `${prefix}/${name}`;
      if (!isKey(key)) continue;
      const entry = await this.stat(key);
      if (entry) yield entry;
    }
  }

  publicUrl(key: string): string {
    return `${UPLOADS_PATH}${key}`;
  }

  keyOf(url: string | null): string | null {
    return keyFromUrl(url, null);
  }

  close(): void {}
}
