import type { Notification, statsEvent } from '@qurio/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { endedSessions } from '../../lib/sessions.js';
import { lastNotificationDate, loadNotifications, loadNotificationsAfter } from '../notifications/service.js';
import { findFollowersAmong, findMemberCounts } from './queries.js';

export type LiveStats = z.output<typeof statsEvent>;

/** What a live stream reads for its member; each read sees only what the member's calls would show. */
export interface LiveSource {
  stats(userId: number): Promise<LiveStats>;
  notifications(userId: number, ids: number[]): Promise<Notification[]>;
  notificationsAfter(userId: number, afterId: number): Promise<Notification[]>;
  /** Which of these members follow the author of a new answer. */
  followersAmong(authorId: number, memberIds: number[]): Promise<number[]>;
  /** Which of these sessions no longer sign their member in. */
  endedSessions(sessionIds: number[]): Promise<Set<number>>;
}

export function liveSource(ctx: AppContext): LiveSource {
  return {
    async stats(userId) {
      const [counts, date] = await Promise.all([
        findMemberCounts(ctx.db.kysely, userId),
        lastNotificationDate(ctx, userId),
      ]);
      return {
        followersCount: Number(counts?.follower_count ?? 0),
        pendingAnswersCount: Number(counts?.pending_count ?? 0),
        lastNotificationDate: date,
      };
    },
    notifications: (userId, ids) => loadNotifications(ctx, userId, ids),
    notificationsAfter: (userId, afterId) => loadNotificationsAfter(ctx, userId, afterId),
    followersAmong: (authorId, memberIds) => findFollowersAmong(ctx.db.kysely, authorId, memberIds),
    endedSessions: (sessionIds) => endedSessions(ctx, sessionIds),
  };
}
