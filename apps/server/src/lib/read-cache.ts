import { CacheBus } from './cache-bus.js';
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
 * Writes made outside this process (the admin script, a second server) do not move the generation
 * here; `maxAgeMs` bounds how long such a change can go unseen, as it bounds time-based ranks.
 */
export interface CacheOptions {
  /** Entries kept at most; the least recently used go first. */
  maxEntries?: number;
  /** An entry older than this is not served, whatever the generation. */
  maxAgeMs?: number;
  /** Off: nothing is stored and every read runs (RESPONSE_CACHE=off, and for measuring without). */
  enabled?: boolean;
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
  readonly enabled: boolean;

  constructor(
    options: CacheOptions = {},
    private readonly clock: () => number = Date.now,
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxAgeMs = options.maxAgeMs ?? 5_000;
    this.enabled = options.enabled ?? true;
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
    const generation = this.generation;
    const running = this.pending.get(key);
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
  /** Announces writes to other server processes (REDIS_URL set); absent for a single process. */
  bus?: CacheBus;
  /** Serialised responses of calls registered `cached`, keyed by call, viewer and input. */
  responses: GenerationalCache<string>;
  /** Viewers by token hash, so a cached response costs no database round trip at all. */
  viewers: GenerationalCache<Viewer>;
}

export function createReadCaches(
  enabled: boolean,
  clock: () => number = Date.now,
  /** `channel`: tests run side by side on one Redis and must not hear each other. */
  options: { redisUrl?: string | null; channel?: string } = {},
): ReadCaches {
  const caches: ReadCaches = {
    responses: new GenerationalCache<string>({ enabled }, clock),
    viewers: new GenerationalCache<Viewer>({ enabled, maxEntries: 50_000 }, clock),
  };
  if (enabled && options.redisUrl) caches.bus = new CacheBus(options.redisUrl, () => retire(caches), options.channel);
  return caches;
}

function retire(caches: ReadCaches): void {
  caches.responses.invalidate();
  caches.viewers.invalidate();
}

/** After any call that may have written: nothing read before it is served again, here or elsewhere. */
export function invalidateReadCaches(caches: ReadCaches): void {
  retire(caches);
  caches.bus?.announceWrite();
}
