export const notificationKeys = {
  all: ['notifications'] as const,
  feed: () => [...notificationKeys.all, 'feed'] as const,
  /** The header's dot: only the newest notification's date matters there. */
  latest: () => [...notificationKeys.all, 'latest'] as const,
};
