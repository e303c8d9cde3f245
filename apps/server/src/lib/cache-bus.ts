import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

const DEFAULT_CHANNEL = 'qurio:read-cache:invalidate';

/**
 * Tells the other server processes that this one accepted a write, so they retire their read
 * caches too (lib/read-cache.ts). Only used when REDIS_URL is set, which is how several processes
 * share one database; a single process needs no bus. If Redis is unreachable, the caches' 5 s
 * maximum age still bounds how long another process can serve what the write changed.
 */
export class CacheBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Our own messages come back on the channel; they are recognised and skipped. */
  private readonly origin = randomUUID();

  constructor(
    url: string,
    onRemoteWrite: () => void,
    private readonly channel = DEFAULT_CHANNEL,
  ) {
    const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, options);
    this.subscriber.on('message', (_channel: string, origin: string) => {
      if (origin !== this.origin) onRemoteWrite();
    });
    void this.subscriber.subscribe(this.channel).catch(() => {});
    // Errors are retried by ioredis; logging each would flood the log while Redis is down.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
  }

  /** Resolves once Redis has the subscription, so a test can publish right after. */
  async ready(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  announceWrite(): void {
    void this.publisher.publish(this.channel, this.origin).catch(() => {});
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber.quit()]);
  }
}
