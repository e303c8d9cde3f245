import type { MemberMessage } from '../../lib/live.js';
import type { LiveSource } from './service.js';
import type { EventSerializers, LiveStream } from './stream.js';

export interface MemberFeedDeps {
  source: LiveSource;
  serialize: EventSerializers;
  /** Runs database work so that closing the server waits for it (lib/in-flight.ts). */
  track: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (error: unknown) => void;
}

/**
 * What one member's messages make the streams of this process read, read once for all of them.
 * Messages from the bus only say what changed; the feed reads it for the member (through the same
 * presenters as the API), serializes it once and hands the result to every stream of the member,
 * which writes what it has not sent yet. One read at a time: messages that arrive meanwhile are
 * gathered and read together, so a burst costs a few queries, not one per message.
 *
 * Issue 29: each stream read for itself, so one member holding 300 streams made every event 300
 * reads; 10 questions cost the server 3.5–3.9 CPU-s and /api/health waited up to 1.4 s
 * (scripts/measure-live-streams.ts). Read once per member, the reads no longer grow with the
 * streams; what each stream still costs is its write: 0.18–0.20 CPU-s and /api/health at most
 * 170–300 ms for the same 300 streams (the caps raised to 300 for the run; under the caps, 20
 * streams, 0.09 CPU-s and 50 ms).
 */
export class MemberFeed {
  private readonly pendingIds = new Set<number>();
  private statsDue = false;
  private pumping: Promise<void> | null = null;

  constructor(
    readonly userId: number,
    /** The member's streams in this process, asked at each delivery (the set changes meanwhile). */
    private readonly streams: () => Iterable<LiveStream>,
    private readonly deps: MemberFeedDeps,
  ) {}

  onMessage(message: MemberMessage): void {
    if (message.type === 'end') return;
    if (message.type === 'notification') this.pendingIds.add(message.id);
    // A new notification moves the newest date the stats carry.
    this.statsDue = true;
    void this.pump();
  }

  /** A new stream needs the current stats: read after it was subscribed, so no change falls between. */
  refreshStats(): void {
    this.statsDue = true;
    void this.pump();
  }

  private pump(): Promise<void> {
    if (this.pumping) return this.pumping;
    const run = this.deps
      .track(() => this.drain())
      .catch((error: unknown) => {
        // A failed read ends the member's streams: each client reconnects and catches up.
        this.deps.onError(error);
        for (const stream of [...this.streams()]) stream.fail();
      })
      .finally(() => {
        this.pumping = null;
        if (this.statsDue || this.pendingIds.size > 0) void this.pump();
      });
    this.pumping = run;
    return run;
  }

  private async drain(): Promise<void> {
    const { source, serialize } = this.deps;
    for (;;) {
      if (this.pendingIds.size > 0) {
        const ids = [...this.pendingIds];
        this.pendingIds.clear();
        const read = await source.notifications(this.userId, ids);
        const written = read.map((n) => ({ id: n.id, data: serialize.notification(n) }));
        for (const stream of [...this.streams()]) stream.deliverNotifications(written);
      } else if (this.statsDue) {
        this.statsDue = false;
        const stats = serialize.stats(await source.stats(this.userId));
        for (const stream of [...this.streams()]) stream.deliverStats(stats);
      } else {
        return;
      }
    }
  }
}
