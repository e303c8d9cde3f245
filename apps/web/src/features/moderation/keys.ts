import type { QueryKey } from '@tanstack/react-query';

/**
 * The moderation console's queries (issue 16): the open reports, the admins' audit log and the
 * reveals of senders (issue 29: all for admins, a moderator's own for a moderator).
 */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  audit: () => [...moderationKeys.all, 'audit'] as const,
  reveals: () => [...moderationKeys.all, 'reveals'] as const,
};

/** What a moderator action makes stale: it closes reports (or not) and adds an audit entry. */
export const moderationWrites = {
  action: (): QueryKey[] => [moderationKeys.reports(), moderationKeys.audit(), moderationKeys.reveals()],
};
