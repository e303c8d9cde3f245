import {
  checkNewer as checkNewerNow,
  type FeedCursor,
  type FetchedPage,
  feedItems,
  feedQueryOptions,
  freshItems,
  mergeNewer as mergeNewerInto,
  newerKey,
  newerQueryOptions,
} from '@qurio/queries';
import { type QueryKey, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

// The feed core lives in @qurio/queries (shared with the phone app); these names stay importable
// from here, where the web's features always found them.
export {
  type FeedCursor,
  type FeedData,
  type FeedPage,
  type FetchedPage,
  feedQueryOptions,
  newerKey,
  refreshNewer,
  toFeedPage,
} from '@qurio/queries';

export interface FeedOptions<T, M = undefined> {
  queryKey: QueryKey;
  fetchPage: (cursor: FeedCursor, signal: AbortSignal) => Promise<FetchedPage<T, M>>;
  /** The cursor id of an item: a question's id, a list row's entry id. */
  getId: (item: T) => number;
  /** False for lists the server pages only by `last_id` (followers, followings). */
  newer?: boolean;
  /** Polls for newer items this often while the page is visible; they wait in a buffer. */
  pollMs?: number;
  enabled?: boolean;
}

export interface Feed<T, M = undefined> {
  items: T[];
  meta: M | undefined;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  /** The end flag: the last page came back shorter than the server's limit. */
  isEnd: boolean;
  isLoadingOlder: boolean;
  loadOlder: () => Promise<void>;
  /** Newer items found by polling and not shown yet, newest first. */
  buffered: T[];
  /** Polls once now; resolves with the number of new items in the buffer. */
  checkNewer: () => Promise<number>;
  /** Puts the buffered items on top of the feed. */
  mergeNewer: () => void;
  /** Checks and merges at once: Home pressed on Home, pull to refresh. */
  loadNewer: () => Promise<void>;
  retry: () => void;
}

/**
 * The one client recipe for every feed (CONVENTIONS rule 9, SPEC §4 "Feeds"): the first page,
 * older pages by the last id until a page is shorter than `limit`, and newer items by the first
 * id into a buffer that the screen merges when the reader asks for it, so nothing jumps under
 * their eyes. Profile answers, the inbox, followers and followings, prompt answers (and later the
 * timeline and notifications) all go through here.
 */
export function useFeed<T, M = undefined>(options: FeedOptions<T, M>): Feed<T, M> {
  const { queryKey, fetchPage, getId, newer = true, pollMs = 0, enabled = true } = options;
  const queryClient = useQueryClient();

  const query = useInfiniteQuery({ ...feedQueryOptions<T, M>({ queryKey, fetchPage, getId }), enabled });

  const pages = query.data?.pages;
  const items = useMemo(() => feedItems(query.data, getId), [query.data, getId]);
  const first = items[0];
  const firstId = first === undefined ? undefined : getId(first);
  const limit = pages?.[0]?.limit ?? 0;
  const newerOptions = useMemo(
    () => ({ queryKey, fetchPage, firstId, limit, pollMs }),
    [queryKey, fetchPage, firstId, limit, pollMs],
  );
  const pollKey = newerKey(queryKey, firstId);

  const poll = useQuery({ ...newerQueryOptions<T, M>(newerOptions), enabled: enabled && newer && query.isSuccess });

  const buffered = useMemo(() => freshItems(poll.data?.items ?? [], items, getId), [poll.data, items, getId]);

  const checkNewer = useCallback(
    async () => (newer ? checkNewerNow(queryClient, { ...newerOptions, getId, shown: items }) : 0),
    [newer, queryClient, newerOptions, getId, items],
  );

  const mergeNewer = useCallback(
    () => mergeNewerInto(queryClient, queryKey, poll.data, getId),
    [queryClient, queryKey, poll.data, getId],
  );

  const loadNewer = useCallback(async () => {
    if (!newer) {
      await query.refetch();
      return;
    }
    await checkNewer();
    mergeNewerInto(queryClient, queryKey, queryClient.getQueryData<FetchedPage<T, M>>(pollKey), getId);
  }, [newer, query, checkNewer, queryClient, queryKey, pollKey, getId]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage) return;
    await fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    items,
    meta: pages?.[0]?.meta,
    status: query.status,
    error: query.error,
    isEnd: query.isSuccess && !hasNextPage,
    isLoadingOlder: isFetchingNextPage,
    loadOlder,
    buffered,
    checkNewer,
    mergeNewer,
    loadNewer,
    retry: () => void query.refetch(),
  };
}
