import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { CacheBus } from '../cache-bus.js';

const DEFAULT_CHANNEL = 'qurio:read-cache:invalidate';

/**
 * REDIS_URL set: each process publishes on a channel after its writes, and every process that
 * caches subscribes. If Redis is unreachable, the caches' 5 s maximum age still bounds how long
 * another process can serve what a write changed.
 */
export class RedisCacheBus implements CacheBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis | null;
  private readonly channel: string;
  /** Our own messages come back on the channel; they are recognised and skipped. */
  private readonly origin = randomUUID();

  constructor(
    url: string,
    onRemoteWrite: () => void,
    options: { channel?: string | undefined; listen?: boolean } = {},
  ) {
    this.channel = options.channel ?? DEFAULT_CHANNEL;
    const connection = { maxRetriesPerRequest: 2, enableOfflineQueue: true } as const;
    this.publisher = new Redis(url, connection);
    // Errors are retried by ioredis; logging each would flood the log while Redis is down.
    this.publisher.on('error', () => {});
    this.subscriber = options.listen === false ? null : new Redis(url, connection);
    if (this.subscriber) {
      this.subscriber.on('message', (_channel: string, origin: string) => {
        if (origin !== this.origin) onRemoteWrite();
      });
      this.subscriber.on('error', () => {});
      void this.subscriber.subscribe(this.channel).catch(() => {});
    }
  }

  async ready(): Promise<void> {
    await this.subscriber?.subscribe(this.channel);
  }

  async announceWrite(): Promise<void> {
    await this.publisher.publish(this.channel, this.origin);
  }

  checkRemoteWrites(): void {}

  async close(): Promise<void> {
    await Promise.allSettled([this.publisher.quit(), this.subscriber?.quit()]);
  }
}
