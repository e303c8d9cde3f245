import type { Language } from '@qurio/contract/limits';
import { randomUsers, suggestedUsers, trends } from '@qurio/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { currentLanguage } from '../../i18n';
import { useSession } from '../../lib/useSession';
import { discoveryKeys } from './keys';

/** Trends change slowly; one fetch every few minutes is plenty. */
const TRENDS_STALE_MS = 5 * 60_000;

/** Members get trends in their account's language, guests in the one they read (SPEC §7 `trends`). */
export function trendsQueryOptions(lang: Language, member: boolean) {
  return queryOptions({
    queryKey: discoveryKeys.trends(lang, member),
    staleTime: TRENDS_STALE_MS,
    queryFn: ({ signal }) => callApi(trends, member ? {} : { lang }, { signal }).then((response) => response.trends),
  });
}

export function useTrendsQuery() {
  return useQuery(trendsQueryOptions(currentLanguage(), useSession() !== null));
}

export function useSuggestionsQuery() {
  return useQuery({
    queryKey: discoveryKeys.suggestions(),
    staleTime: TRENDS_STALE_MS,
    queryFn: ({ signal }) => callApi(suggestedUsers, undefined, { signal }).then((response) => response.users),
  });
}

/**
 * The footer's avatars: fetched once per visit, they are decoration, not news. Members of the
 * language the page is in come first (issue 34).
 */
export function useRandomUsersQuery() {
  return useQuery({
    queryKey: discoveryKeys.randomUsers(),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      callApi(randomUsers, { lang: currentLanguage() }, { signal }).then((response) => response.users),
  });
}
