import { follow, randomUsers, suggestedUsers, trends } from '@qurio/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { currentLanguage } from '../../i18n';
import { getSession } from '../auth/session-store';
import { useSession } from '../auth/useSession';
import { feedKeys } from '../feeds/queries';
import { bumpMyCount, userKeys } from '../users/queries';

export const discoveryKeys = {
  all: ['discovery'] as const,
  /** Members get trends in their account's language; guests pass theirs (SPEC §7 `trends`). */
  trends: (lang: string, member: boolean) => [...discoveryKeys.all, 'trends', member ? 'member' : lang] as const,
  suggestions: () => [...discoveryKeys.all, 'suggestions'] as const,
  randomUsers: () => [...discoveryKeys.all, 'random-users'] as const,
};

/** Trends change slowly; one fetch every few minutes is plenty. */
const TRENDS_STALE_MS = 5 * 60_000;

export function useTrendsQuery() {
  const member = useSession() !== null;
  const lang = currentLanguage();
  return useQuery({
    queryKey: discoveryKeys.trends(lang, member),
    staleTime: TRENDS_STALE_MS,
    queryFn: ({ signal }) => callApi(trends, member ? {} : { lang }, { signal }).then((response) => response.trends),
  });
}

export function useSuggestionsQuery() {
  return useQuery({
    queryKey: discoveryKeys.suggestions(),
    staleTime: TRENDS_STALE_MS,
    queryFn: ({ signal }) => callApi(suggestedUsers, undefined, { signal }).then((response) => response.users),
  });
}

export type Suggestion = NonNullable<ReturnType<typeof useSuggestionsQuery>['data']>[number];

/** The footer's avatars: fetched once per visit, they are decoration, not news. */
export function useRandomUsersQuery() {
  return useQuery({
    queryKey: discoveryKeys.randomUsers(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => callApi(randomUsers, undefined, { signal }).then((response) => response.users),
  });
}

/**
 * Follow or unfollow from a suggestion row (SPEC §4 "Follow"): the row keeps its place and flips
 * its button; the viewer's following count moves by one; the timeline reloads so the new
 * person's answers show. Resolves when the call is done, successful or not.
 */
export function useSuggestionFollow(): (user: Suggestion) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: Suggestion) => {
      const session = getSession();
      if (!session) return;
      try {
        const { following } = await callApi(follow, { user_id: user.id });
        queryClient.setQueryData<Suggestion[]>(discoveryKeys.suggestions(), (users) =>
          users?.map((u) => (u.id === user.id ? { ...u, isFollowing: following } : u)),
        );
        if (following !== user.isFollowing) {
          bumpMyCount(queryClient, session.username, 'followingCount', following ? 1 : -1);
        }
        void queryClient.invalidateQueries({ queryKey: userKeys.profile(user.username) });
        void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: feedKeys.timeline() });
      } catch (error) {
        showCallError(error);
      }
    },
    [queryClient],
  );
}
