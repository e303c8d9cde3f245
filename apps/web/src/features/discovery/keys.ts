import type { RouteResponse, suggestedUsers } from '@qurio/contract/routes';

export const discoveryKeys = {
  all: ['discovery'] as const,
  /** Members get trends in their account's language; guests pass theirs (SPEC §7 `trends`). */
  trends: (lang: string, member: boolean) => [...discoveryKeys.all, 'trends', member ? 'member' : lang] as const,
  suggestions: () => [...discoveryKeys.all, 'suggestions'] as const,
  randomUsers: () => [...discoveryKeys.all, 'random-users'] as const,
};

/** A row of the follow suggestions; following one is the users feature's follow (users/mutations.ts). */
export type Suggestion = RouteResponse<typeof suggestedUsers>['users'][number];
