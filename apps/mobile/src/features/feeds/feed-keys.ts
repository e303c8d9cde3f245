/**
 * Query keys of the feeds; a write invalidates by these. A feed's buffer of newer items is keyed
 * by the shared feed core (`newerKey` in @qurio/queries), as on the web.
 */
export const feedKeys = {
  timeline: ['timeline'] as const,
  explore: ['explore'] as const,
  inbox: ['inbox'] as const,
  notifications: ['notifications'] as const,
  /** The tab bar's poll of the newest notification's date (the unread dot). */
  notificationsLatest: ['notifications-latest'] as const,
  /** Follower and pending-question counts: the Inbox tab's badge. */
  stats: ['stats'] as const,
  /** The questions for everyone under the inbox. */
  prompts: ['prompts'] as const,
  profile: (username: string) => ['profile', username.toLowerCase()] as const,
  answers: (username: string) => ['answers', username.toLowerCase()] as const,
};

/** How often the inbox, the timeline, the notifications and the badges look for news (as the web). */
export const POLL_MS = 30_000;
