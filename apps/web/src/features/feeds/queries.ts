import type { FeedRow } from '@qurio/contract';
import { explore, timeline } from '@qurio/contract/routes';
import { type ExploreLanguages, exploreLanguagesInput } from '@qurio/queries';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { type FeedCursor, type FeedData, feedQueryOptions, useFeed } from '../../ui/feed/useFeed';
import { useLiveConnected } from '../live/live-state';
import { questionKeys } from '../questions/keys';
import { POLL_MS } from '../questions/queries';
import { readExploreLanguages, useExploreLanguages } from './explore-languages';
import { fetchNumberedPage } from './numbered-pages';

/** The contract caps explore's `page` at 50. */
export const EXPLORE_MAX_PAGE = 50;

export const rowId = (row: FeedRow) => row.id;

/**
 * `/home` (SPEC §2): answers by the people I follow and by me, newest first. The "N new answers"
 * buffer is fetched when the live stream tells of a followed member's answer, and polled every
 * 30 s while the stream is down.
 */
export function useTimelineFeed() {
  const live = useLiveConnected();
  return useFeed<FeedRow>({
    queryKey: questionKeys.timeline(),
    fetchPage: fetchTimeline,
    getId: rowId,
    pollMs: live ? 0 : POLL_MS,
  });
}

async function fetchTimeline(cursor: FeedCursor, signal: AbortSignal) {
  const response = await callApi(timeline, cursor, { signal });
  return { items: response.questions, limit: response.limit };
}

/** The timeline's first page, for the /home route's loader. */
export function timelineFeedOptions() {
  return feedQueryOptions<FeedRow>({ queryKey: questionKeys.timeline(), fetchPage: fetchTimeline, getId: rowId });
}

/**
 * The newest answer date among the explore items shown. Explore is ranked, not sorted by date,
 * so the first item is not necessarily the newest one.
 */
export function newestShownDate(queryClient: QueryClient, languages: ExploreLanguages = 'mine'): string | null {
  const data = queryClient.getQueryData<FeedData<FeedRow>>(questionKeys.explore(languages));
  let newest: string | null = null;
  for (const page of data?.pages ?? []) {
    for (const row of page.items) {
      const date = row.date_answered ?? row.question_date;
      if (!newest || date > newest) newest = date;
    }
  }
  return newest;
}

/**
 * `/explore` (SPEC §4 "Explore"): older items by page number, newer ones by date. The poll asks
 * for what was answered after the newest answer on screen, so a buffer that waits for the reader
 * is asked for again (and grows) rather than replaced by only the latest arrivals. In the
 * reader's language first, or all languages alike, as the switch on this device says (issue 34):
 * each choice is a feed of its own.
 */
export function useExploreFeed() {
  const queryClient = useQueryClient();
  const languages = useExploreLanguages();
  const fetchPage = useCallback(
    (cursor: FeedCursor, signal: AbortSignal) => fetchExplore(queryClient, languages, cursor, signal),
    [queryClient, languages],
  );
  return useFeed<FeedRow>({ queryKey: questionKeys.explore(languages), fetchPage, getId: rowId, pollMs: POLL_MS });
}

async function fetchExplore(
  queryClient: QueryClient,
  languages: ExploreLanguages,
  cursor: FeedCursor,
  signal: AbortSignal,
) {
  const choice = exploreLanguagesInput(languages);
  const date = cursor.first_id === undefined ? null : newestShownDate(queryClient, languages);
  if (date) {
    const response = await callApi(explore, { type: 'new', date, ...choice }, { signal });
    return { items: response.questions, limit: response.limit };
  }
  return fetchNumberedPage(questionKeys.explore(languages), cursor, EXPLORE_MAX_PAGE, rowId, async (page) => {
    const response = await callApi(explore, { type: 'paginated', page, ...choice }, { signal });
    return { items: response.questions, limit: response.limit };
  });
}

/** Explore's first page as this device's switch stands, for the /explore route's loader. */
export function exploreFeedOptions(queryClient: QueryClient) {
  const languages = readExploreLanguages();
  return feedQueryOptions<FeedRow>({
    queryKey: questionKeys.explore(languages),
    fetchPage: (cursor, signal) => fetchExplore(queryClient, languages, cursor, signal),
    getId: rowId,
  });
}
