import type { ServerResponse } from 'node:http';

/**
 * Writes Server-Sent Events to one response, with a bound on what may wait in memory for a slow
 * client: once more than `maxBufferedBytes` are queued behind the socket (the client stopped
 * reading, or reads slower than events come), the connection is dropped rather than buffered
 * without end. The client reconnects with Last-Event-ID and catches up from the database.
 */
export class SseWriter {
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly maxBufferedBytes: number,
    private readonly onDropped: () => void,
  ) {
    res.on('close', () => {
      this.ended = true;
    });
  }

  get closed(): boolean {
    return this.ended || this.res.destroyed;
  }

  /** One event; `data` is JSON, which holds no line break, so it is one `data:` line. */
  event(type: string, data: string, id?: number): void {
    this.write(`${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${data}\n\n`);
  }

  /** A comment line: keeps proxies and the client's watchdog from taking the connection for dead. */
  comment(text = ''): void {
    this.write(`:${text}\n\n`);
  }

  /** How long an EventSource waits before reconnecting (our own client has its back-off). */
  retry(ms: number): void {
    this.write(`retry: ${ms}\n\n`);
  }

  end(): void {
    if (this.closed) return;
    this.ended = true;
    this.res.end();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.res.write(chunk);
    if (this.res.writableLength > this.maxBufferedBytes) {
      this.ended = true;
      this.res.destroy();
      this.onDropped();
    }
  }
}
