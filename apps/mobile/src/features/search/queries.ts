import type * as routes from '@qurio/contract/routes';
import { type RouteResponse, search, trends } from '@qurio/contract/routes';
import { SEARCH_MAX_PAGE, type SearchTab } from '@qurio/queries';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { isSearchable } from './search-term';

export type AnswerTab = Exclude<SearchTab, 'people'>;
export type { SearchTab };

type SearchResponse = RouteResponse<typeof routes.search>;
export type FoundUser = SearchResponse['users'][number];
export type FoundAnswer = SearchResponse['questions'][number];

export const searchKeys = {
  results: (tab: SearchTab, term: string) => ['search', tab, term] as const,
  trends: ['trends'] as const,
};

interface Page<T> {
  items: T[];
  limit: number;
  /** The next page number (people, top) or the last row's id (latest). */
  next: number | undefined;
}

function hasMore(items: unknown[], limit: number): boolean {
  return limit > 0 && items.length >= limit;
}

/**
 * One tab's results (SPEC §4): people and top page by number, latest by the last row's id; each
 * term has its own cache entry, so a new term starts from its first page.
 */
export function useSearchResults<T extends SearchTab>(tab: T, term: string) {
  const query = useInfiniteQuery({
    queryKey: searchKeys.results(tab, term),
    enabled: isSearchable(term),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<Page<FoundUser | FoundAnswer>> => {
      if (tab === 'latest') {
        const input = pageParam ? { term, type: tab, last_id: pageParam } : { term, type: tab };
        const response = await api.call(search, input, { signal });
        const last = response.questions.at(-1)?.id;
        return {
          items: response.questions,
          limit: response.limit,
          next: hasMore(response.questions, response.limit) ? last : undefined,
        };
      }
      const page = pageParam || 1;
      const response = await api.call(search, { term, type: tab, page }, { signal });
      const items = tab === 'people' ? response.users : response.questions;
      const more = hasMore(items, response.limit) && page < SEARCH_MAX_PAGE;
      return { items, limit: response.limit, next: more ? page + 1 : undefined };
    },
    getNextPageParam: (last) => last.next,
  });
  const items = (query.data?.pages.flatMap((page) => page.items) ?? []) as (T extends 'people'
    ? FoundUser
    : FoundAnswer)[];
  return { ...query, items };
}

/** Trends change slowly; one fetch every few minutes is plenty. */
const TRENDS_STALE_MS = 5 * 60_000;

/** The trending hashtags of the member's language (members get their account's language). */
export function useTrendingHashtags() {
  return useQuery({
    queryKey: searchKeys.trends,
    staleTime: TRENDS_STALE_MS,
    queryFn: async ({ signal }) => {
      const response = await api.call(trends, {}, { signal });
      return response.trends.filter((trend) => trend.type === 'hashtag');
    },
  });
}
