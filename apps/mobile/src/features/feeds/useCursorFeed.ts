import {
  checkNewer as checkNewerNow,
  type FeedPage,
  type FetchedPage,
  type FetchFeedPage,
  feedItems,
  feedQueryOptions,
  freshItems,
  mergeNewer as mergeNewerInto,
  newerKey,
  newerQueryOptions,
} from '@qurio/queries';
import { type QueryKey, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFocusEffect } from 'expo-router';
import { useCallback, useMemo, useRef } from 'react';

/** A page as the cache keeps it (the shared feed core's page: items, limit, end flag, cursor). */
export type CursorPage<T> = FeedPage<T>;

export interface CursorFeedOptions {
  enabled?: boolean;
  /**
   * Looks for newer items this often while shown; they wait in `buffered` until the reader asks
   * for them, so the list never jumps under their thumb. 0 (the default): no polling.
   */
  pollMs?: number;
  /** False for lists the server pages only by `last_id` (followers, blocked members). */
  newer?: boolean;
}

const itemId = (item: { id: number }) => item.id;

/**
 * The app's hook over the shared feed core (`@qurio/queries` feed.ts, the same one the web's
 * `useFeed` wraps): pages older by `last_id`, a page shorter than `limit` is the end, and a
 * buffer of newer items by `first_id` merged on demand. Every list screen of the app reads
 * through it; what is the app's own is only when to look (the poll interval, a tab refocused).
 */
export function useCursorFeed<T extends { id: number }>(
  queryKey: QueryKey,
  fetchPage: FetchFeedPage<T>,
  options: boolean | CursorFeedOptions = true,
) {
  const { enabled = true, pollMs = 0, newer = true } = typeof options === 'boolean' ? { enabled: options } : options;
  const queryClient = useQueryClient();
  // Screens pass a new function each render; the latest one is called, the queries stay put.
  const latestFetch = useRef(fetchPage);
  latestFetch.current = fetchPage;
  const fetchLatest = useCallback<FetchFeedPage<T>>((cursor, signal) => latestFetch.current(cursor, signal), []);

  const query = useInfiniteQuery({
    ...feedQueryOptions<T>({ queryKey, fetchPage: fetchLatest, getId: itemId }),
    enabled,
  });
  const items = useMemo(() => feedItems(query.data, itemId), [query.data]);
  const firstId = items[0]?.id;
  const limit = query.data?.pages[0]?.limit ?? 0;
  const newerOptions = useMemo(
    () => ({ queryKey, fetchPage: fetchLatest, firstId, limit, pollMs }),
    [queryKey, fetchLatest, firstId, limit, pollMs],
  );
  const pollKey = newerKey(queryKey, firstId);
  const poll = useQuery({
    ...newerQueryOptions<T, undefined>(newerOptions),
    enabled: enabled && newer && query.isSuccess,
  });
  const buffered = useMemo(() => freshItems(poll.data?.items ?? [], items, itemId), [poll.data, items]);

  /** Checks for newer items now (a tab coming back into view); they go to the buffer. */
  const checkNewer = useCallback(async () => {
    if (!newer || !query.isSuccess) return 0;
    return checkNewerNow(queryClient, { ...newerOptions, getId: itemId, shown: items });
  }, [newer, query.isSuccess, queryClient, newerOptions, items]);

  /** Puts the buffered items on top of the list. */
  const mergeNewer = useCallback(
    () => mergeNewerInto(queryClient, queryKey, poll.data, itemId),
    [queryClient, queryKey, poll.data],
  );

  /** Checks and merges at once (the Home tab pressed while on Home). */
  const loadNewer = useCallback(async () => {
    if (!newer) {
      await query.refetch();
      return;
    }
    await checkNewer();
    mergeNewerInto(queryClient, queryKey, queryClient.getQueryData<FetchedPage<T>>(pollKey), itemId);
  }, [newer, query, checkNewer, queryClient, queryKey, pollKey]);

  return { ...query, items, buffered, checkNewer, mergeNewer, loadNewer };
}

/** Runs `check` each time the screen comes back into view (not on its first showing). */
export function useCheckWhenRefocused(check: () => Promise<unknown>) {
  const shown = useRef(false);
  const latest = useRef(check);
  latest.current = check;
  useFocusEffect(
    useCallback(() => {
      if (shown.current) latest.current().catch(() => undefined);
      shown.current = true;
    }, []),
  );
}
