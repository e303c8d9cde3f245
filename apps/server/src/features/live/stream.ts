import type { LiveSource } from './service.js';
import type { SseWriter } from './sse.js';

/** Each event's `data` writer, compiled from the contract's schema (only declared fields go out). */
export interface EventSerializers {
  stats: (value: unknown) => string;
  notification: (value: unknown) => string;
  answer: (value: unknown) => string;
  closed: (value: unknown) => string;
}

export interface StreamDeps {
  source: LiveSource;
  serialize: EventSerializers;
  /** Runs database work so that closing the server waits for it (lib/in-flight.ts). */
  track: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (error: unknown) => void;
}

/** A notification as the member's feed read and serialized it once for all their streams. */
export interface WrittenNotification {
  id: number;
  data: string;
}

/** What reached the stream before it could write: kept, in order, until it opens. */
type Early =
  | { type: 'answer'; questionId: number; authorId: number }
  | { type: 'notifications'; list: WrittenNotification[] }
  | { type: 'stats'; data: string };

/**
 * Why the server ended a stream: its `session` ended, `replaced` by a newer one past the caps
 * (LIMITS.liveStreams…), or `reconnect`: a read for it failed or the server is stopping, and the
 * client reconnects (to another process) and catches up.
 */
export type EndReason = 'session' | 'replaced' | 'reconnect';

/**
 * One member's open `events` stream. It reads nothing when an event comes: the member's feed
 * (member-feed.ts) reads once for all the member's streams and hands each the result; the stream
 * writes what it has not sent yet, in order. Its only own read is the replay of a reconnection
 * (Last-Event-ID), once, when it opens. Stats are written only when they differ from the last sent.
 */
export class LiveStream {
  /** Notifications up to this id were sent (or were before Last-Event-ID): never sent twice. */
  private lastNotificationId = 0;
  private lastStats: string | null = null;
  /**
   * `waiting` from the moment the hub hands the stream results until its response has its headers
   * (`start`), and `replaying` while it reads what a reconnection missed: what comes meanwhile is
   * kept, not written; `ended` by `end()`.
   */
  private phase: 'waiting' | 'replaying' | 'open' | 'ended' = 'waiting';
  private endReason: EndReason | null = null;
  private readonly early: Early[] = [];

  constructor(
    readonly userId: number,
    readonly sessionId: number,
    private readonly writer: SseWriter,
    private readonly deps: StreamDeps,
  ) {}

  get closed(): boolean {
    return this.phase === 'ended' || this.writer.closed;
  }

  /** Why the server ended it, if it did: only `session` makes a stream that never started a 401. */
  get endedBy(): EndReason | null {
    return this.endReason;
  }

  /**
   * The first events: the notifications missed since `lastEventId` (a reconnection), then what the
   * member's feed delivered meanwhile, the stats among it (the hub asks the feed for them once the
   * stream is subscribed, so nothing falls between). One that comes in both is sent once.
   */
  async start(lastEventId: number | null, retryMs: number): Promise<void> {
    if (this.phase === 'ended') {
      // Ended before it started, for a newer stream, a failed read or a stop: it opens only to end.
      if (this.endReason === 'replaced') this.writeClosed();
      else this.writer.end();
      return;
    }
    if (this.phase !== 'waiting') return;
    this.writer.retry(retryMs);
    if (lastEventId !== null) {
      this.phase = 'replaying';
      this.lastNotificationId = lastEventId;
      try {
        const missed = await this.deps.track(() => this.deps.source.notificationsAfter(this.userId, lastEventId));
        this.sendNotifications(missed.map((n) => ({ id: n.id, data: this.deps.serialize.notification(n) })));
      } catch (error) {
        // A failed read ends the stream: the client reconnects and catches up.
        this.deps.onError(error);
        this.fail();
        return;
      }
      // Ended meanwhile (its session, a newer stream): end() has written what it had to.
      if (this.phase !== 'replaying') return;
    }
    this.phase = 'open';
    for (const item of this.early.splice(0)) {
      if (item.type === 'answer') this.onAnswer(item.questionId, item.authorId);
      else if (item.type === 'notifications') this.deliverNotifications(item.list);
      else this.deliverStats(item.data);
    }
  }

  deliverNotifications(list: WrittenNotification[]): void {
    if (this.phase === 'open') this.sendNotifications(list);
    else if (this.phase !== 'ended') this.early.push({ type: 'notifications', list });
  }

  deliverStats(data: string): void {
    if (this.phase !== 'open') {
      if (this.phase !== 'ended') this.early.push({ type: 'stats', data });
      return;
    }
    if (data === this.lastStats) return;
    this.lastStats = data;
    this.writer.event('stats', data);
  }

  /** Someone the member follows answered (the hub checked the follow). */
  onAnswer(questionId: number, authorId: number): void {
    if (this.phase === 'waiting' || this.phase === 'replaying')
      this.early.push({ type: 'answer', questionId, authorId });
    if (this.phase !== 'open') return;
    this.writer.event('answer', this.deps.serialize.answer({ question_id: questionId, user_id: authorId }));
  }

  heartbeat(): void {
    if (this.phase === 'open' || this.phase === 'replaying') this.writer.comment();
  }

  /**
   * Ends the stream; one that has not started is only marked (its response is still the route's).
   * `replaced`: a `closed` event tells the client not to open another at once.
   */
  end(reason: EndReason = 'session'): void {
    const was = this.phase;
    if (was === 'ended') return;
    this.phase = 'ended';
    this.endReason = reason;
    this.early.length = 0;
    if (was === 'waiting') return;
    if (reason === 'replaced') this.writeClosed();
    else this.writer.end();
  }

  /** A read for the stream failed: end it plainly, so the client reconnects and catches up. */
  fail(): void {
    this.end('reconnect');
  }

  private writeClosed(): void {
    this.writer.event('closed', this.deps.serialize.closed({ reason: 'replaced' }));
    this.writer.end();
  }

  private sendNotifications(list: WrittenNotification[]): void {
    for (const n of list) {
      if (n.id <= this.lastNotificationId) continue;
      this.lastNotificationId = n.id;
      this.writer.event('notification', n.data, n.id);
    }
  }
}
