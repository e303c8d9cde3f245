import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where the server keeps files (profile and cover images, data export ZIPs, answer media later):
 * the local disk or an S3-compatible bucket (lib/storage/disk.ts, s3.ts), one interface for both.
 * A key is `<prefix>/<name>`, e.g. `avatars/<32 hex>.jpg`: random (newKey), never a member's name
 * or id, and never reused, so what is served under it may be cached for ever.
 */
export interface Storage {
  readonly driver: 'disk' | 's3';
  /** Writes the whole object; it is visible to every process once this resolves. */
  put(key: string, body: Uint8Array | Readable, options: PutOptions): Promise<void>;
  /** The object as a stream with its size and headers (a byte range of it, `end` inclusive), or null. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** The whole object in memory (images to re-encode, small files), or null. */
  read(key: string): Promise<Buffer | null>;
  /** Size and age of an object, or null when there is none. */
  stat(key: string): Promise<StoredEntry | null>;
  /** Removes an object; a missing one is fine. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix/`, in pages as the store gives them. */
  list(prefix: string): AsyncIterable<StoredEntry>;
  /** The URL a browser loads the object from: `/uploads/<key>`, or under S3_PUBLIC_URL (a CDN). */
  publicUrl(key: string): string;
  /**
   * The key a stored URL names, when it is one this server made (`/uploads/<key>` or the CDN's):
   * a value in a column that names anything else is never touched.
   */
  keyOf(url: string | null): string | null;
  /** Lets go of connections (the S3 client's sockets). */
  close(): void;
}

export interface PutOptions {
  contentType: string;
  cacheControl: string;
}

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP's Range header. */
  end: number;
}

export interface StoredEntry {
  key: string;
  size: number;
  lastModified: Date;
}

export interface StoredObject {
  body: Readable;
  /** Bytes in `body` (the range's length for a range). */
  size: number;
  /** The whole object's size. */
  totalSize: number;
  contentType: string;
  cacheControl: string;
}

/** What a public file (its key never reused) is served with: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A member's private file (a data export): never kept by a cache. */
export const PRIVATE = 'private, no-store';

/**
 * The keys this server makes: a known folder and a file name of letters, digits, `_` and `-` with
 * one extension. Names were 32 hex digits from the start; the seed wrote content hashes of the
 * same form. Nothing with `..`, a second slash or a query ever matches.
 */
const KEY = /^(avatars|covers|media|exports)\/[A-Za-z0-9_-]{1,128}\.[a-z0-9]{1,5}$/;

/** The folders served to anyone under `/uploads/` (exports go only to their member, via /api/export). */
export const PUBLIC_PREFIXES: readonly string[] = ['avatars', 'covers', 'media'];

export const isKey = (key: string) => KEY.test(key);
export const isPublicKey = (key: string) => isKey(key) && PUBLIC_PREFIXES.includes(key.slice(0, key.indexOf('/')));

/** A new random key in a folder: 128 random bits, so it tells nothing and is never reused. */
export function newKey(prefix: string, extension: string): string {
  return `${prefix}/${randomBytes(16).toString('hex')}.${extension}`;
}

/** The content type of a key by its extension, for stores that keep none (the disk). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
};

/** The cache header of a key on a store that keeps none: public folders immutable, the rest private. */
export function cacheControlOf(key: string): string {
  return isPublicKey(key) ? IMMUTABLE : PRIVATE;
}

/** The path the server itself serves a key under. */
export const UPLOADS_PATH = '/uploads/';

/** keyOf for a store whose public URLs are `/uploads/<key>` and, with a CDN, `<base>/<key>`. */
export function keyFromUrl(url: string | null, cdnBase: string | null): string | null {
  if (url === null) return null;
  let key: string | null = null;
  if (url.startsWith(UPLOADS_PATH)) key = url.slice(UPLOADS_PATH.length);
  else if (cdnBase && url.startsWith(`${cdnBase}/`)) key = url.slice(cdnBase.length + 1);
  return key !== null && isKey(key) ? key : null;
}
