import type { MemberMessage } from '../../lib/live.js';
import type { LiveSource } from './service.js';
import type { SseWriter } from './sse.js';

/** Each event's `data` writer, compiled from the contract's schema (only declared fields go out). */
export interface EventSerializers {
  stats: (value: unknown) => string;
  notification: (value: unknown) => string;
  answer: (value: unknown) => string;
}

export interface StreamDeps {
  source: LiveSource;
  serialize: EventSerializers;
  /** Runs database work so that closing the server waits for it (lib/in-flight.ts). */
  track: <T>(work: () => Promise<T>) => Promise<T>;
  onError: (error: unknown) => void;
}

/**
 * One member's open `events` stream. Messages from the bus only say what changed; the stream reads
 * it for its member (through the same presenters as the API) and writes the events in order, one
 * read at a time: messages that arrive meanwhile are gathered and read together, so a burst costs
 * a few queries, not one per message. Stats are written only when they differ from the last sent.
 */
export class LiveStream {
  /** Notifications up to this id were sent (or were before Last-Event-ID): never sent twice. */
  private lastNotificationId = 0;
  private lastStats: string | null = null;
  private replayAfter: number | null = null;
  private readonly pendingIds = new Set<number>();
  private statsDue = false;
  private pumping: Promise<void> | null = null;
  /**
   * `waiting` from the moment the hub hears messages for the stream until its response has its
   * headers (`start`): what comes meanwhile is kept, not written; `ended` by `end()`.
   */
  private phase: 'waiting' | 'open' | 'ended' = 'waiting';
  private readonly early: Array<{ questionId: number; authorId: number }> = [];

  constructor(
    readonly userId: number,
    readonly sessionId: number,
    private readonly writer: SseWriter,
    private readonly deps: StreamDeps,
  ) {}

  get closed(): boolean {
    return this.phase === 'ended' || this.writer.closed;
  }

  /**
   * The first events: the notifications missed since `lastEventId` (a reconnection), then the
   * stats. Called once the stream is subscribed, so nothing falls between the replay and the live
   * messages (one that comes in both is sent once).
   */
  start(lastEventId: number | null, retryMs: number): Promise<void> {
    if (this.phase !== 'waiting') return Promise.resolve();
    this.phase = 'open';
    this.writer.retry(retryMs);
    for (const a of this.early.splice(0)) this.onAnswer(a.questionId, a.authorId);
    if (lastEventId !== null) {
      this.replayAfter = lastEventId;
      this.lastNotificationId = lastEventId;
    }
    this.statsDue = true;
    return this.pump();
  }

  onMessage(message: MemberMessage): void {
    if (message.type === 'notification') this.pendingIds.add(message.id);
    // A new notification moves the newest date the stats carry.
    this.statsDue = true;
    if (this.phase === 'open') void this.pump();
  }

  /** Someone the member follows answered (the hub checked the follow). */
  onAnswer(questionId: number, authorId: number): void {
    if (this.phase === 'waiting') this.early.push({ questionId, authorId });
    if (this.phase !== 'open') return;
    this.writer.event('answer', this.deps.serialize.answer({ question_id: questionId, user_id: authorId }));
  }

  heartbeat(): void {
    if (this.phase === 'open') this.writer.comment();
  }

  /** Ends the stream; one that has not started is only marked (its response is still the route's). */
  end(): void {
    const was = this.phase;
    this.phase = 'ended';
    if (was === 'open') this.writer.end();
  }

  private pump(): Promise<void> {
    if (this.pumping) return this.pumping;
    const run = this.deps
      .track(() => this.drain())
      .catch((error: unknown) => {
        // A failed read ends the stream: the client reconnects and catches up.
        this.deps.onError(error);
        this.writer.end();
      })
      .finally(() => {
        this.pumping = null;
        if (!this.closed && (this.statsDue || this.pendingIds.size > 0)) void this.pump();
      });
    this.pumping = run;
    return run;
  }

  private async drain(): Promise<void> {
    const { source, serialize } = this.deps;
    while (!this.closed) {
      if (this.replayAfter !== null) {
        const after = this.replayAfter;
        this.replayAfter = null;
        this.send(await source.notificationsAfter(this.userId, after));
      } else if (this.pendingIds.size > 0) {
        const ids = [...this.pendingIds].filter((id) => id > this.lastNotificationId);
        this.pendingIds.clear();
        if (ids.length > 0) this.send(await source.notifications(this.userId, ids));
      } else if (this.statsDue) {
        this.statsDue = false;
        const stats = serialize.stats(await source.stats(this.userId));
        if (stats !== this.lastStats) {
          this.lastStats = stats;
          this.writer.event('stats', stats);
        }
      } else {
        return;
      }
    }
  }

  private send(notifications: Array<{ id: number }>): void {
    for (const n of notifications) {
      if (n.id <= this.lastNotificationId) continue;
      this.lastNotificationId = n.id;
      this.writer.event('notification', this.deps.serialize.notification(n), n.id);
    }
  }
}
