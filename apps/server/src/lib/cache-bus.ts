import { connectionOf } from '../db/connection.js';
import type { Db } from '../db/dialect.js';
import { PostgresCacheBus } from './cache-bus/postgres.js';
import { RedisCacheBus } from './cache-bus/redis.js';
import { SqliteCacheBus } from './cache-bus/sqlite.js';

/**
 * How the processes sharing one database (servers, the admin script) keep each other's read caches
 * (lib/read-cache.ts) honest: a write committed by one retires what every other process cached, at
 * once, so a suspension or a block made elsewhere is not served around for the caches' 5 s.
 *
 * One implementation per configuration, chosen in `createCacheBus`:
 * - REDIS_URL set: a Redis channel; each process publishes after its writes (cache-bus/redis.ts).
 * - PostgreSQL without Redis: LISTEN/NOTIFY on the database itself (cache-bus/postgres.ts).
 * - SQLite without Redis: nothing is sent; before serving from the caches, a process asks its own
 *   connection whether another connection committed since it last looked (`pragma data_version`,
 *   cache-bus/sqlite.ts). That also sees writers that announce nothing (the seed, a sqlite3 shell).
 */
export interface CacheBus {
  /**
   * Tells the other processes that this one committed a write. Servers do not wait for it; the
   * admin script does, so the message is out before it exits.
   */
  announceWrite(): Promise<void>;
  /**
   * Called before anything is served from the caches: retires them now if another process wrote
   * since (SQLite). Buses that are pushed their messages do nothing here.
   */
  checkRemoteWrites(): void;
  /** Resolves once this process hears the others (subscribed, listening). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheBusOptions {
  redisUrl?: string | null | undefined;
  /** The database this process writes to; its kind picks the bus when there is no Redis. */
  db?: Db | undefined;
  /** Tests running side by side on one Redis or PostgreSQL pass their own, so they don't hear each other. */
  channel?: string | undefined;
  /** Off: only announces (caches off, so there is nothing to retire here). */
  listen?: boolean;
}

/** The bus for this configuration, or none (a database the bus knows nothing about). */
export function createCacheBus(options: CacheBusOptions, onRemoteWrite: () => void): CacheBus | undefined {
  const listen = options.listen ?? true;
  if (options.redisUrl) return new RedisCacheBus(options.redisUrl, onRemoteWrite, { channel: options.channel, listen });
  const database = options.db ? connectionOf(options.db) : undefined;
  if (database?.kind === 'postgres')
    return new PostgresCacheBus(database.url, onRemoteWrite, { channel: options.channel, listen });
  if (database?.kind === 'sqlite') return new SqliteCacheBus(database.handle, onRemoteWrite);
  return undefined;
}
