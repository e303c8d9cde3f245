import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { LIMITS } from '@qurio/contract';
import { unzipSync } from 'fflate';
import tar from 'tar-stream';
import { AppError } from '../../lib/errors.js';

/**
 * Reads an uploaded archive (a ZIP, or a .tar.gz as Retrospring's first exporter made) into the
 * few files an import needs, checked whole before anything is stored:
 * - at most LIMITS.importMaxEntries entries, no name that leaves the archive's folder (`..`, an
 *   absolute path, a drive letter, a backslash, a NUL);
 * - at most LIMITS.importMaxUnpackedBytes unpacked in all, importMaxFileBytes for one file, and
 *   no file over a MiB packed more tightly than importMaxRatio (a zip bomb). A ZIP's sizes are
 *   the ones its directory declares: fflate inflates into a buffer of that size and stops there,
 *   so a file that lies about its size comes out cut short, and its JSON does not parse;
 * - only the wanted files (JSON, by name) are unpacked: pictures are counted, never inflated.
 * Anything else a reader throws is a damaged archive.
 */
export type ArchiveFiles = Map<string, Uint8Array>;

const MIB = 1024 * 1024;
const GZIP = [0x1f, 0x8b];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06];

export async function readArchive(bytes: Uint8Array, wanted: (name: string) => boolean): Promise<ArchiveFiles> {
  if (startsWith(bytes, ZIP) || startsWith(bytes, ZIP_EMPTY)) return readZip(bytes, wanted);
  if (startsWith(bytes, GZIP)) return readTarGz(bytes, wanted);
  throw new AppError('IMPORT_FORMAT_UNKNOWN');
}

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** A path inside the archive that stays inside it, or IMPORT_ARCHIVE_UNSAFE. */
export function checkEntryName(name: string): void {
  if (
    name.length === 0 ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..')
  ) {
    throw new AppError('IMPORT_ARCHIVE_UNSAFE');
  }
}

class Budget {
  private entries = 0;
  private unpacked = 0;

  add(name: string, packed: number, unpacked: number): void {
    checkEntryName(name);
    this.entries += 1;
    this.unpacked += unpacked;
    if (
      this.entries > LIMITS.importMaxEntries ||
      this.unpacked > LIMITS.importMaxUnpackedBytes ||
      unpacked > LIMITS.importMaxFileBytes ||
      (unpacked > MIB && unpacked > Math.max(packed, 1) * LIMITS.importMaxRatio)
    ) {
      throw new AppError('IMPORT_ARCHIVE_TOO_LARGE');
    }
  }
}

function readZip(bytes: Uint8Array, wanted: (name: string) => boolean): ArchiveFiles {
  const budget = new Budget();
  let unzipped: Record<string, Uint8Array>;
  try {
    unzipped = unzipSync(bytes, {
      filter: (file) => {
        budget.add(file.name, file.size, file.originalSize);
        return !file.name.endsWith('/') && wanted(file.name);
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMPORT_ARCHIVE_CORRUPT');
  }
  return new Map(Object.entries(unzipped));
}

async function readTarGz(bytes: Uint8Array, wanted: (name: string) => boolean): Promise<ArchiveFiles> {
  let tarBytes: Buffer;
  try {
    // Stops at the limit instead of filling memory (RangeError ERR_BUFFER_TOO_LARGE).
    tarBytes = gunzipSync(bytes, { maxOutputLength: LIMITS.importMaxUnpackedBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new AppError('IMPORT_ARCHIVE_TOO_LARGE');
    throw new AppError('IMPORT_ARCHIVE_CORRUPT');
  }
  if (tarBytes.length > MIB && tarBytes.length > bytes.length * LIMITS.importMaxRatio) {
    throw new AppError('IMPORT_ARCHIVE_TOO_LARGE');
  }
  const budget = new Budget();
  const files: ArchiveFiles = new Map();
  const extract = tar.extract();
  const done = new Promise<void>((resolve, reject) => {
    extract.on('entry', (header, stream, next) => {
      try {
        // A gzip's ratio is the whole archive's: each file counts as packed as well as the tar.
        budget.add(header.name, header.size ?? 0, header.size ?? 0);
      } catch (error) {
        extract.destroy(error as Error);
        return;
      }
      const keep = header.type === 'file' && wanted(header.name);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (keep) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (keep) files.set(header.name, new Uint8Array(Buffer.concat(chunks)));
        next();
      });
      stream.resume();
    });
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  Readable.from([tarBytes]).pipe(extract);
  try {
    await done;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMPORT_ARCHIVE_CORRUPT');
  }
  return files;
}

/** A file's JSON, or IMPORT_ARCHIVE_CORRUPT. */
export function parseJsonFile(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError('IMPORT_ARCHIVE_CORRUPT');
  }
}
