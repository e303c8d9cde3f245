import type { EventBus } from './event-bus.js';

/**
 * What a write tells the live streams (features/live) of the members it concerns, over the event
 * bus. Messages carry ids and signals only, never content: each process reads what a member may
 * see from the database itself, through the same presenters as the API, so nothing a member could
 * not read in a response travels on the bus.
 */
export type MemberMessage =
  /** Something the header counts changed (pending questions, followers). */
  | { type: 'stats' }
  /** A notification was recorded for the member. */
  | { type: 'notification'; id: number }
  /**
   * Sessions ended (logout, freeze, suspension, password change, deletion, the sessions list): their
   * streams end too. `sessions`: these only; else all but `except` (the rows of one sign-in: a
   * stream opened before its token rotated holds the older row).
   */
  | { type: 'end'; sessions?: number[]; except?: number[] };

/** A member answered; every process finds which of its connected members follow them. */
export interface AnswerMessage {
  author: number;
  question: number;
}

export const memberChannel = (userId: number): string => `member:${userId}`;
export const ANSWERS_CHANNEL = 'answers';

/**
 * The writes' side of live updates. Called after the write committed (a stream that reads the
 * database on a message must find the write there); a failure to publish is logged and never
 * fails the write: a stream that missed it catches up when it reconnects, and the web polls
 * while it has no stream.
 */
export class LiveAnnouncer {
  constructor(
    readonly bus: EventBus,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  private send(channel: string, message: MemberMessage | AnswerMessage): void {
    this.bus.publish(channel, JSON.stringify(message)).catch(this.onError);
  }

  /** The header's counts of these members changed. */
  stats(...userIds: number[]): void {
    for (const userId of new Set(userIds)) this.send(memberChannel(userId), { type: 'stats' });
  }

  /** Notifications recorded (recordNotification's results; nulls, nothing recorded, are skipped). */
  notifications(recorded: ReadonlyArray<{ userId: number; id: number } | null>): void {
    for (const n of recorded) if (n) this.send(memberChannel(n.userId), { type: 'notification', id: n.id });
  }

  /** A member published an answer: their followers' timelines have something new. */
  answered(authorId: number, questionId: number): void {
    this.send(ANSWERS_CHANNEL, { author: authorId, question: questionId });
  }

  /** Some sessions ended, or every session of the member but those of `except`. */
  sessionsEnded(userId: number, which: { sessions: number[] } | { except?: number[] | undefined }): void {
    this.send(memberChannel(userId), { type: 'end', ...which });
  }
}
