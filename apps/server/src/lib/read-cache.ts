import type { Db } from '../db/dialect.js';
import { type CacheBus, createCacheBus } from './cache-bus.js';
import type { Viewer } from './sessions.js';

/**
 * Generational caches of what reads compute: serialised read responses (the feeds, a profile's
 * answers, a question, search) per viewer, and the viewer behind a bearer token.
 *
 * Why generational: every call that may write (anything not registered as read-only) moves the
 * generation on, which retires every cached entry at once. So a cached answer is never older than
 * the last write this process accepted, with no per-feed invalidation rules to get wrong — a block,
 * a like, a freeze, a logout or a profile edit all count alike. The price is a low hit rate while
 * writes are frequent; the gain is that bursts of reads (polling timelines, a popular profile, a
 * shared question) cost one run of their queries per generation instead of one per request.
 *
 * Writes made outside this process (the admin script, a second server) move it too, through the
 * cache bus (lib/cache-bus.ts): pushed by Redis or PostgreSQL NOTIFY, or, on SQLite, noticed by
 * `beforeRead` asking the connection whether anyone else committed. `maxAgeMs` bounds time-based
 * ranks, and what a bus cut off from Redis or PostgreSQL could miss.
 */
export interface CacheOptions {
  /** Entries kept at most; the least recently used go first. */
  maxEntries?: number;
  /** An entry older than this is not served, whatever the generation. */
  maxAgeMs?: number;
  /** Off: nothing is stored and every read runs (RESPONSE_CACHE=off, and for measuring without). */
  enabled?: boolean;
  /**
   * Runs before anything is served from the cache (an entry, a read under way), and may retire it:
   * the SQLite bus's check for other processes' commits.
   */
  beforeRead?: () => void;
}

interface Entry<V> {
  value: V;
  generation: number;
  storedAt: number;
}

export class GenerationalCache<V> {
  private generation = 0;
  private readonly entries = new Map<string, Entry<V>>();
  /** Reads under way, so a burst of misses for one key runs the read once (no stampede). */
  private readonly pending = new Map<string, { generation: number; promise: Promise<V> }>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly beforeRead: (() => void) | undefined;
  readonly enabled: boolean;

  constructor(
    options: CacheOptions = {},
    private readonly clock: () => number = Date.now,
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 5_000;
    this.enabled = options.enabled ?? true;
    this.beforeRead = options.beforeRead;
  }

  /** Every cached entry is stale from now on. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** The generation a read starts in; pass it to `set` so a write during the read is not missed. */
  currentGeneration(): number {
    return this.generation;
  }

  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Checked only when there is something to serve: a miss reads the database anyway.
    this.beforeRead?.();
    if (entry.generation !== this.generation || this.clock() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Re-inserted so the Map's order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores a value read in `generation`; dropped if a write came in while it was being read. */
  set(key: string, value: V, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    this.entries.set(key, { value, generation, storedAt: this.clock() });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /**
   * The cached value, or the value of a read of the same key already under way in this
   * generation, or the value `read` computes (then cached unless a write came in meanwhile).
   */
  async getOrRead(key: string, read: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    if (!this.enabled) return read();
    const running = this.pending.get(key);
    // A read under way may have started before another process's write: checked before joining it.
    if (running) this.beforeRead?.();
    const generation = this.generation;
    if (running && running.generation === generation) return running.promise;
    const promise = read().then((value) => {
      this.set(key, value, generation);
      return value;
    });
    this.pending.set(key, { generation, promise });
    const clear = () => {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    };
    promise.then(clear, clear);
    return promise;
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface ReadCaches {
  /** Tells the other processes on this database of our writes and retires our caches on theirs. */
  bus?: CacheBus;
  /** Serialised responses of calls registered `cached`, keyed by call, viewer and input. */
  responses: GenerationalCache<string>;
  /** Viewers by token hash, so a cached response costs no database round trip at all. */
  viewers: GenerationalCache<Viewer>;
}

export interface ReadCachesOptions {
  /** REDIS_URL: the bus is a Redis channel. */
  redisUrl?: string | null;
  /** Without Redis, the database picks the bus (PostgreSQL NOTIFY, SQLite data_version); none without either. */
  db?: Db;
  /** Tests run side by side on one Redis or PostgreSQL and must not hear each other. */
  channel?: string;
}

export function createReadCaches(
  enabled: boolean,
  clock: () => number = Date.now,
  options: ReadCachesOptions = {},
): ReadCaches {
  const beforeRead = () => caches.bus?.checkRemoteWrites();
  const caches: ReadCaches = {
    responses: new GenerationalCache<string>({ enabled, beforeRead }, clock),
    viewers: new GenerationalCache<Viewer>({ enabled, maxEntries: 50_000, beforeRead }, clock),
  };
  // With the caches off there is nothing to retire here, but our writes are still announced.
  const bus = createCacheBus({ ...options, listen: enabled }, () => retire(caches));
  if (bus) caches.bus = bus;
  return caches;
}

function retire(caches: ReadCaches): void {
  caches.responses.invalidate();
  caches.viewers.invalidate();
}

/** After any call that may have written: nothing read before it is served again, here or elsewhere. */
export function invalidateReadCaches(caches: ReadCaches): void {
  retire(caches);
  caches.bus?.announceWrite().catch(() => {});
}

/**
 * The same, waiting until the other processes have been told: for a script that writes and exits
 * (scripts/admin.ts). Rejects if the bus could not send; the servers then see the write within the
 * caches' maximum age.
 */
export async function announceWriteAndWait(caches: ReadCaches): Promise<void> {
  retire(caches);
  await caches.bus?.announceWrite();
}
