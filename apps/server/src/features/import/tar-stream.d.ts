// The part of tar-stream 2's API features/import/archive.ts uses (the package ships no types).
declare module 'tar-stream' {
  import type { Readable, Writable } from 'node:stream';

  interface Headers {
    name: string;
    size?: number;
    type?: string;
  }
  interface Extract extends Writable {
    on(event: 'entry', listener: (header: Headers, stream: Readable, next: () => void) => void): this;
    on(event: 'finish', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }
  interface Pack extends Readable {
    entry(header: { name: string }, content: Buffer): void;
    finalize(): void;
  }
  const tar: { extract(): Extract; pack(): Pack };
  export default tar;
}
