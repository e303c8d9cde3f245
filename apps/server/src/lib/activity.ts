import type { Kysely } from 'kysely';
import { type ActivityBatch, writeActivity } from '../db/sessions.js';
import type { Database } from '../db/types.js';

/**
 * What a member's activity may say about them, and how it reaches the database.
 *
 * Anonymity: a member's last activity, to the millisecond and moved by any request, placed an
 * anonymous asker in time (their `last_active` landed a few ms before the question's
 * `date_added`). So activity is kept to the minute, only reads record it (registerCall passes
 * `activity: true` for GETs and read-only calls: asking, liking, following never move it), and
 * others see only `isOnline` from it, never the time.
 *
 * Speed: recording it was a durable commit (an fsync on SQLite) on the first request of every
 * member every minute, and the hourly session touch the same. Both are now noted in memory and
 * written in one transaction per `flushEveryMs`. A crash loses at most that much activity and
 * session sliding, neither of which was ever acknowledged to anyone.
 */
export const ACTIVITY_RESOLUTION_MS = 60_000;
const FLUSH_EVERY_MS = 10_000;

/** A moment as stored in `users.last_active`: the start of its minute, ISO-8601 UTC. */
export function activityStamp(now: Date): string {
  return new Date(Math.floor(now.getTime() / ACTIVITY_RESOLUTION_MS) * ACTIVITY_RESOLUTION_MS).toISOString();
}

export interface SessionTouch {
  lastUsedAt: string;
  expiresAt: string;
}

export class ActivityRecorder {
  /** user id → minute stamp still to write */
  private readonly members = new Map<number, string>();
  /** session id → new last use and expiry still to write */
  private readonly sessions = new Map<number, SessionTouch>();
  /** access token id → its last use still to write */
  private readonly accessTokens = new Map<number, string>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: () => Kysely<Database>,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * Notes that the member read something now. `user.last_active` is moved in place, so a cached
   * viewer does not note the same minute again.
   */
  noteMember(user: { id: number; last_active: string | null }, now: Date): void {
    const stamp = activityStamp(now);
    if (user.last_active !== null && user.last_active >= stamp) return;
    user.last_active = stamp;
    this.members.set(user.id, stamp);
  }

  noteSession(sessionId: number, touch: SessionTouch): void {
    this.sessions.set(sessionId, touch);
  }

  /** A personal access token was used (lib/access-tokens.ts notes it at most hourly, as sessions). */
  noteAccessToken(tokenId: number, lastUsedAt: string): void {
    this.accessTokens.set(tokenId, lastUsedAt);
  }

  /** Writes flushes every `everyMs` until `close()`; the timer never keeps the process alive. */
  start(everyMs = FLUSH_EVERY_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.flush().catch(this.onError);
    }, everyMs);
    this.timer.unref();
  }

  /** Writes everything noted so far in one transaction (one commit, whatever the number of members). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(
      () => this.write(),
      () => this.write(),
    );
    return this.flushing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.members.size === 0 && this.sessions.size === 0 && this.accessTokens.size === 0) return;
    const members = [...this.members];
    const sessions = [...this.sessions];
    const accessTokens = [...this.accessTokens];
    this.members.clear();
    this.sessions.clear();
    this.accessTokens.clear();
    const batch: ActivityBatch = { members: new Map(), sessions, accessTokens };
    for (const [id, stamp] of members) {
      const ids = batch.members.get(stamp);
      if (ids) ids.push(id);
      else batch.members.set(stamp, [id]);
    }
    await writeActivity(this.db(), batch);
  }
}
