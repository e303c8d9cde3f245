import type { FeedRow } from '@qurio/contract';
import { search } from '@qurio/contract/routes';
import { SEARCH_MAX_PAGE } from '@qurio/queries';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';
import { fetchNumberedPage } from '../feeds/numbered-pages';
import { rowId } from '../feeds/queries';
import { questionKeys } from '../questions/keys';
import { isSearchable } from './search-term';

export type AnswerTab = 'top' | 'latest';
export type SearchTab = AnswerTab | 'people';
export type FoundUser = Awaited<ReturnType<typeof searchPeople>>['users'][number];

/** People shown under the search bar before the full search. */
export const QUICK_RESULTS = 5;

/**
 * Answer results live under `questions/feed` so likes and edits patch them like any feed; people
 * live apart because their rows are not questions.
 */
export const searchKeys = {
  answersRoot: () => [...questionKeys.feeds(), 'search'] as const,
  answers: (tab: AnswerTab, term: string) => [...searchKeys.answersRoot(), tab, term] as const,
  peopleRoot: () => ['search', 'people'] as const,
  people: (term: string) => [...searchKeys.peopleRoot(), term] as const,
  quick: (term: string) => ['search', 'quick', term] as const,
};

function searchPeople(term: string, page: number, signal?: AbortSignal) {
  return callApi(search, { term, type: 'people', page }, { signal });
}

/**
 * SPEC §4: each tab pages on its own and starts over when the term changes. Each term has its own
 * cache entries; this drops those of every other term, so going back to an earlier term starts
 * from its first page again.
 */
export function resetOtherSearches(queryClient: QueryClient, term: string): void {
  for (const root of [searchKeys.answersRoot(), searchKeys.peopleRoot()]) {
    queryClient.removeQueries({ queryKey: root, predicate: (query) => query.queryKey.at(-1) !== term });
  }
}

/** Top answers (best matches weighted by likes, paged by number) or latest (keyset by id). */
export function useAnswerResults(tab: AnswerTab, term: string) {
  const fetchPage = useCallback(
    async (cursor: FeedCursor, signal: AbortSignal) => {
      if (tab === 'latest') {
        const response = await callApi(search, { term, type: 'latest', ...cursor }, { signal });
        return { items: response.questions, limit: response.limit };
      }
      return fetchNumberedPage(searchKeys.answers(tab, term), cursor, SEARCH_MAX_PAGE, rowId, async (page) => {
        const response = await callApi(search, { term, type: 'top', page }, { signal });
        return { items: response.questions, limit: response.limit };
      });
    },
    [tab, term],
  );
  return useFeed<FeedRow>({
    queryKey: searchKeys.answers(tab, term),
    fetchPage,
    getId: rowId,
    newer: false,
    enabled: isSearchable(term),
  });
}

const userId = (user: FoundUser) => user.id;

export function usePeopleResults(term: string) {
  const fetchPage = useCallback(
    (cursor: FeedCursor, signal: AbortSignal) =>
      fetchNumberedPage(searchKeys.people(term), cursor, SEARCH_MAX_PAGE, userId, async (page) => {
        const response = await searchPeople(term, page, signal);
        return { items: response.users, limit: response.limit };
      }),
    [term],
  );
  return useFeed<FoundUser>({
    queryKey: searchKeys.people(term),
    fetchPage,
    getId: userId,
    newer: false,
    enabled: isSearchable(term),
  });
}

/** The first few people for the search bar's drop-down; a failed search simply shows none. */
export function useQuickPeople(term: string) {
  return useQuery({
    queryKey: searchKeys.quick(term),
    enabled: isSearchable(term),
    retry: false,
    queryFn: ({ signal }) => searchPeople(term, 1, signal).then((response) => response.users.slice(0, QUICK_RESULTS)),
  });
}
