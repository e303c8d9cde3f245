/**
 * The rendered cards kept in memory: least recently used first out, bounded by bytes, keyed by a
 * hash of everything a card shows (so an edited answer, a new name or picture is a new key and
 * the old picture simply ages out). Two requests for a card being rendered share the one render,
 * and at most `concurrency` renders run at once, so a burst of new cards queues instead of taking
 * every core from the requests around it.
 */
export interface CardCacheOptions {
  maxBytes: number;
  concurrency: number;
}

export const DEFAULT_CARD_CACHE: CardCacheOptions = { maxBytes: 64 * 1024 * 1024, concurrency: 2 };

export class CardCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly rendering = new Map<string, Promise<Buffer>>();
  private readonly waiting: Array<() => void> = [];
  private bytes = 0;
  private running = 0;

  constructor(private readonly options: CardCacheOptions = DEFAULT_CARD_CACHE) {}

  /** The card under `key`, marked as just used; undefined when it is neither kept nor being rendered. */
  peek(key: string): Buffer | undefined {
    const png = this.entries.get(key);
    if (png) {
      this.entries.delete(key);
      this.entries.set(key, png);
    }
    return png;
  }

  /** Whether asking for `key` costs a render (what the render limit counts). */
  needsRender(key: string): boolean {
    return !this.entries.has(key) && !this.rendering.has(key);
  }

  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.peek(key);
    if (kept) return kept;
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const started = this.run(render).then(
      (png) => {
        this.rendering.delete(key);
        this.keep(key, png);
        return png;
      },
      (error: unknown) => {
        this.rendering.delete(key);
        throw error;
      },
    );
    this.rendering.set(key, started);
    return started;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, png: Buffer) {
    if (png.length > this.options.maxBytes) return;
    this.entries.set(key, png);
    this.bytes += png.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }

  private async run(render: () => Promise<Buffer>): Promise<Buffer> {
    while (this.running >= this.options.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await render();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
