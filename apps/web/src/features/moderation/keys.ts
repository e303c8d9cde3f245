import type { QueryKey } from '@tanstack/react-query';

/** The moderation console's queries (issue 16): the open reports and the admins' audit log. */
export const moderationKeys = {
  all: ['moderation'] as const,
  reports: () => [...moderationKeys.all, 'reports'] as const,
  audit: () => [...moderationKeys.all, 'audit'] as const,
};

/** What a moderator action makes stale: it closes reports (or not) and adds an audit entry. */
export const moderationWrites = {
  action: (): QueryKey[] => [moderationKeys.reports(), moderationKeys.audit()],
};
