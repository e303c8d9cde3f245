import * as routes from '@qurio/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { feedKeys } from '../feeds/feed-keys';
import { useSession } from '../session/SessionProvider';
import { profileKeys } from '../users/profile-keys';

/** The web's discovery keys (apps/web features/discovery/keys.ts), until packages/queries holds both. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  suggestions: () => [...discoveryKeys.all, 'suggestions'] as const,
  randomUsers: () => [...discoveryKeys.all, 'random-users'] as const,
};

export type Suggestion = routes.RouteResponse<typeof routes.suggestedUsers>['users'][number];
export type Person = routes.RouteResponse<typeof routes.randomUsers>['users'][number];

/** Suggestions change slowly: one fetch every few minutes is plenty (the web's figure). */
const SUGGESTIONS_STALE_MS = 5 * 60_000;

/** Who to follow (SPEC §2): members the viewer does not follow yet, each with isFollowing. */
export function useSuggestionsQuery() {
  return useQuery({
    queryKey: discoveryKeys.suggestions(),
    staleTime: SUGGESTIONS_STALE_MS,
    queryFn: () => api.call(routes.suggestedUsers).then((response) => response.users),
  });
}

/** Random active members: fetched once per start, decoration more than news (as on the web). */
export function useRandomUsersQuery() {
  return useQuery({
    queryKey: discoveryKeys.randomUsers(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => api.call(routes.randomUsers).then((response) => response.users),
  });
}

/**
 * Follow or unfollow from the suggestions: the row turns at once (a refusal turns it back); then
 * the timeline, the member's own profile and following list and that person's profile load again.
 * A plain mutation until the shared data layer (packages/queries) takes it over.
 */
export function useFollowSuggestion(user: Suggestion) {
  const queryClient = useQueryClient();
  const me = useSession().user;
  const setFollowing = (following: boolean) =>
    queryClient.setQueryData<Suggestion[]>(discoveryKeys.suggestions(), (users) =>
      users?.map((one) => (one.id === user.id ? { ...one, isFollowing: following } : one)),
    );
  return useMutation({
    mutationFn: () => api.call(routes.follow, { user_id: user.id }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: discoveryKeys.suggestions() });
      setFollowing(!user.isFollowing);
      return { was: user.isFollowing };
    },
    onError: (_error, _input, context) => {
      if (context) setFollowing(context.was);
    },
    onSuccess: ({ following }) => setFollowing(following),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.timeline }),
        queryClient.invalidateQueries({ queryKey: feedKeys.profile(user.username) }),
        me ? queryClient.invalidateQueries({ queryKey: feedKeys.profile(me.username) }) : null,
        me ? queryClient.invalidateQueries({ queryKey: profileKeys.list('followings', me.username) }) : null,
      ]),
  });
}
