// expo-file-system's native module cannot run under Jest: this stand-in does what it does on a
// phone with Node's own file system and fetch, so a download really lands in a folder on disk and
// a test can read the very bytes the app handed on. Only what the app uses is here.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Part = string | { uri: string };

function joinUri(parts: Part[]): string {
  const [first, ...rest] = parts.map((part) => (typeof part === 'string' ? part : part.uri));
  const base = first?.startsWith('file:') ? fileURLToPath(first) : (first ?? '');
  return pathToFileURL(join(base, ...rest)).href;
}

export class Directory {
  readonly uri: string;
  constructor(...parts: Part[]) {
    this.uri = joinUri(parts);
  }
  get exists(): boolean {
    return existsSync(fileURLToPath(this.uri));
  }
  create(options: { intermediates?: boolean; idempotent?: boolean } = {}): void {
    if (this.exists && !options.idempotent) throw new Error('DirectoryAlreadyExists');
    mkdirSync(fileURLToPath(this.uri), { recursive: options.intermediates ?? false });
  }
}

export class File {
  readonly uri: string;
  constructor(...parts: Part[]) {
    this.uri = joinUri(parts);
  }
  get exists(): boolean {
    return existsSync(fileURLToPath(this.uri));
  }
  bytes(): Uint8Array {
    return new Uint8Array(readFileSync(fileURLToPath(this.uri)));
  }
  /** As on a phone: a non-2xx answer rejects and writes nothing; an existing file needs `idempotent`. */
  static async downloadFileAsync(
    url: string,
    destination: File | Directory,
    options: { headers?: Record<string, string>; idempotent?: boolean } = {},
  ): Promise<File> {
    const response = await fetch(url, { headers: options.headers ?? {} });
    if (!response.ok) throw new Error(`UnableToDownload: ${response.status}`);
    const target =
      destination instanceof File
        ? destination
        : new File(destination, new URL(url).pathname.split('/').pop() ?? 'file');
    if (target.exists && !options.idempotent) throw new Error('DestinationAlreadyExists');
    writeFileSync(fileURLToPath(target.uri), Buffer.from(await response.arrayBuffer()));
    return target;
  }
}

export const Paths = {
  cache: new Directory(mkdtempSync(join(tmpdir(), 'qurio-app-cache-'))),
};
