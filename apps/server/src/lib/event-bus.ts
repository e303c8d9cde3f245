import { Redis } from 'ioredis';

export type BusListener = (message: string) => void;

/**
 * Publish and subscribe between server processes: in memory when there is one process, Redis
 * pub/sub when `REDIS_URL` is set and several share the work. Delivery is at most once, to those
 * subscribed at the moment of publishing: whoever needs what was missed reads it from the database
 * (the live stream's replay does).
 */
export interface EventBus {
  publish(channel: string, message: string): Promise<void>;
  /**
   * Resolves once every message published from then on reaches `listener`; the function it
   * resolves to unsubscribes.
   */
  subscribe(channel: string, listener: BusListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Calls each listener in its own task, as a message from Redis would arrive: never inside the publisher's call. */
function deliver(listeners: Iterable<BusListener>, message: string, onError: (error: unknown) => void): void {
  for (const listener of [...listeners]) {
    queueMicrotask(() => {
      try {
        listener(message);
      } catch (error) {
        onError(error);
      }
    });
  }
}

export class MemoryEventBus implements EventBus {
  private readonly channels = new Map<string, Set<BusListener>>();

  constructor(private readonly onError: (error: unknown) => void = () => {}) {}

  async publish(channel: string, message: string): Promise<void> {
    const listeners = this.channels.get(channel);
    if (listeners) deliver(listeners, message, this.onError);
  }

  async subscribe(channel: string, listener: BusListener): Promise<() => Promise<void>> {
    let listeners = this.channels.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(channel, listeners);
    }
    listeners.add(listener);
    const own = listeners;
    return async () => {
      own.delete(listener);
      if (own.size === 0 && this.channels.get(channel) === own) this.channels.delete(channel);
    };
  }

  async close(): Promise<void> {
    this.channels.clear();
  }
}

/**
 * Redis pub/sub: one connection publishes, one (in subscriber mode, as Redis requires) listens, and
 * a channel is subscribed in Redis once however many local listeners it has. Channels carry the
 * `prefix`, so test runs and deployments sharing a Redis stay apart. ioredis subscribes again by
 * itself after a reconnection; messages published while it was away are lost, as for anyone
 * not listening.
 */
export class RedisEventBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly channels = new Map<string, Set<BusListener>>();
  /** The SUBSCRIBE or UNSUBSCRIBE of a channel still on its way, so the two never cross. */
  private readonly pending = new Map<string, Promise<void>>();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    this.sub = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Without a listener ioredis prints connection errors itself; reconnecting is its job.
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(this.prefix)) return;
      const listeners = this.channels.get(channel.slice(this.prefix.length));
      if (listeners) deliver(listeners, message, this.onError);
    });
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.pub.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, listener: BusListener): Promise<() => Promise<void>> {
    let listeners = this.channels.get(channel);
    if (listeners) {
      listeners.add(listener);
      // The first listener's SUBSCRIBE may still be on its way.
      await this.pending.get(channel);
    } else {
      listeners = new Set([listener]);
      this.channels.set(channel, listeners);
      await this.inTurn(channel, () => this.sub.subscribe(this.prefix + channel));
    }
    const own = listeners;
    return async () => {
      own.delete(listener);
      if (own.size > 0 || this.channels.get(channel) !== own) return;
      this.channels.delete(channel);
      await this.inTurn(channel, async () => {
        // Someone subscribed again meanwhile: their SUBSCRIBE comes after this, but skip the round trip.
        if (!this.channels.has(channel)) await this.sub.unsubscribe(this.prefix + channel);
      });
    };
  }

  /** Runs a channel's SUBSCRIBE or UNSUBSCRIBE after the one before it. */
  private inTurn(channel: string, work: () => Promise<unknown>): Promise<void> {
    const before = this.pending.get(channel) ?? Promise.resolve();
    const next = before
      .catch(() => undefined)
      .then(async () => {
        await work();
      });
    this.pending.set(channel, next);
    const forget = () => {
      if (this.pending.get(channel) === next) this.pending.delete(channel);
    };
    next.then(forget, forget);
    return next;
  }

  async close(): Promise<void> {
    this.channels.clear();
    await Promise.allSettled([this.pub.quit(), this.sub.quit()]);
  }
}
