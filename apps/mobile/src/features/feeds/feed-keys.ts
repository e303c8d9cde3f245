import { notificationKeys, questionKeys, userKeys } from '@qurio/queries';

/**
 * The app's names for its cached reads, on the keys both apps share (@qurio/queries keys.ts): the
 * same arrays as the web's, so one write definition patches and invalidates both apps' caches.
 */
export const feedKeys = {
  timeline: questionKeys.timeline(),
  inbox: questionKeys.inbox(),
  notifications: notificationKeys.feed(),
  /** The tab bar's poll of the newest notification's date (the unread dot). */
  notificationsLatest: notificationKeys.latest(),
  /** Follower and pending-question counts: the Inbox tab's badge. */
  stats: userKeys.stats(),
  /** The questions for everyone under the inbox. */
  prompts: questionKeys.prompts(),
  /** A profile: the `user` of `profile`, as the web keeps it. */
  profile: userKeys.profile,
  /** A profile's answers. */
  answers: questionKeys.profile,
};

/** How often the inbox, the timeline, the notifications and the badges look for news (as the web). */
export const POLL_MS = 30_000;
