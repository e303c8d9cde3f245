import { isLanguage } from '@qurio/contract/limits';
import * as routes from '@qurio/contract/routes';
import { discoveryKeys, writes } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useWriteMutation } from '../../api/write-mutation';
import { i18n } from '../../i18n';

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

/**
 * Random active members: fetched once per start, decoration more than news (as on the web); of the
 * app's language first (issue 34).
 */
export function useRandomUsersQuery() {
  return useQuery({
    queryKey: discoveryKeys.randomUsers(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => {
      const lang = i18n.language;
      return api.call(routes.randomUsers, isLanguage(lang) ? { lang } : {}).then((response) => response.users);
    },
  });
}

/**
 * Follow or unfollow from the suggestions: the shared write (`writes.follow`, as the web's), which
 * turns the row, the person's profile and my following count, and reloads the timeline and lists.
 */
export function useFollowSuggestion() {
  return useWriteMutation(writes.follow);
}
