import type SQLite from 'better-sqlite3';
import type { CacheBus } from '../cache-bus.js';

/**
 * SQLite without Redis: every process opens the database file itself, so none needs telling.
 * `pragma data_version` on this process's connection changes exactly when another connection
 * (a second server, the admin script, the seed, a sqlite3 shell) has committed since it was last
 * read; our own commits leave it alone. It is read before anything is served from the caches,
 * so the request right after another process's commit already misses them.
 *
 * Cost, measured with 1e6 calls of this prepared, plucked statement on a WAL file database (Node
 * 20.20, better-sqlite3 12.11, SQLite 3.53, the 2-core AMD EPYC bench machine, idle, CPU time):
 * 1.3 µs a call, almost all of it the two fcntl() calls that take and drop the read lock on the
 * -shm file (no read or write of the file); 1.5 µs a cache hit with the check against 0.1 µs
 * without. Only hits pay it: a member's cached response checks twice (viewer, then response),
 * about 3 µs against the ~100 µs such a request costs at the bench's 10,000 cached timelines a
 * second (about 3 %); a miss, or RESPONSE_CACHE=off, never runs it.
 */
export class SqliteCacheBus implements CacheBus {
  private readonly dataVersion: SQLite.Statement<[], number>;
  private seen: number;

  constructor(
    private readonly handle: SQLite.Database,
    private readonly onRemoteWrite: () => void,
  ) {
    this.dataVersion = handle.prepare<[], number>('pragma data_version').pluck();
    this.seen = this.dataVersion.get() ?? 0;
  }

  checkRemoteWrites(): void {
    // Closed at shutdown, after the last request.
    if (!this.handle.open) return;
    const version = this.dataVersion.get() ?? 0;
    if (version !== this.seen) {
      this.seen = version;
      this.onRemoteWrite();
    }
  }

  /** Other processes see our commits through their own data_version: nothing to send. */
  async announceWrite(): Promise<void> {}

  async ready(): Promise<void> {}

  async close(): Promise<void> {}
}
