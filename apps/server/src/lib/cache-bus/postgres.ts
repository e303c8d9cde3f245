import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CacheBus } from '../cache-bus.js';

/** NOTIFY channels are per database, not per schema; an identifier, so it can be LISTENed to unquoted. */
export const POSTGRES_CHANNEL = 'qurio_read_cache';
const RECONNECT_MS = 1000;

/**
 * PostgreSQL without Redis: the database carries the messages. Each process keeps one client of
 * its own (outside the pool, which would hand the LISTEN session to queries), LISTENs on the
 * channel and NOTIFYs after its writes; PostgreSQL delivers a notification to every listening
 * session of the database once the sender's transaction commits, with our own origin as payload
 * so a process skips its own. A NOTIFY that has not gone out yet covers every write that comes in
 * before it does, so a burst of writes costs one message. While the client is down (the database
 * restarting), the caches' 5 s maximum age bounds what is missed, and they are retired on reconnect.
 */
export class PostgresCacheBus implements CacheBus {
  private readonly origin = randomUUID();
  private readonly channel: string;
  private readonly listen: boolean;
  private client: pg.Client | null = null;
  private connected: Promise<pg.Client>;
  private closed = false;
  private reconnect: NodeJS.Timeout | null = null;
  /** The NOTIFY last started, and the one queued behind it that has not gone out yet. */
  private sending: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;

  constructor(
    private readonly url: string,
    private readonly onRemoteWrite: () => void,
    options: { channel?: string | undefined; listen?: boolean } = {},
  ) {
    this.channel = options.channel ?? POSTGRES_CHANNEL;
    if (!/^[a-z_][a-z0-9_]*$/.test(this.channel)) throw new Error(`bad NOTIFY channel name: ${this.channel}`);
    this.listen = options.listen ?? true;
    this.connected = this.connect();
    // Failures are retried; `ready()` and `announceWrite()` report them to whoever waits.
    this.connected.catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== this.origin) this.onRemoteWrite();
    });
    const lost = () => {
      if (this.client !== client || this.closed) return;
      this.client = null;
      client.removeAllListeners('end');
      void client.end().catch(() => {});
      // What was announced while we were away went unheard.
      this.onRemoteWrite();
      this.reconnect = setTimeout(() => {
        this.reconnect = null;
        this.connected = this.connect();
        this.connected.catch(() => {});
      }, RECONNECT_MS);
      this.reconnect.unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      if (this.listen) await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      lost();
      throw error;
    }
    return client;
  }

  async ready(): Promise<void> {
    await this.connected;
  }

  announceWrite(): Promise<void> {
    if (this.queued) return this.queued;
    const queued = this.sending.then(async () => {
      this.queued = null;
      const client = await this.connected;
      await client.query('select pg_notify($1, $2)', [this.channel, this.origin]);
    });
    this.queued = queued;
    this.sending = queued.catch(() => {});
    return queued;
  }

  checkRemoteWrites(): void {}

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    await this.sending;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
