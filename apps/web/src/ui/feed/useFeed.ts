import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** The spec's cursors: `first_id` asks for items newer than that one, `last_id` for older ones. */
export interface FeedCursor {
  first_id?: number;
  last_id?: number;
}

/** What a feed's fetcher returns for one call. */
export interface FetchedPage<T, M = undefined> {
  items: T[];
  /** The server's page size; a shorter page means there is nothing older (SPEC §4). */
  limit: number;
  /** Anything else the call answers once per page (a prompt above its answers). */
  meta?: M;
}

/** A page as it is kept in the cache: the end flag and the cursor are fixed when it arrives. */
export interface FeedPage<T, M = undefined> extends FetchedPage<T, M> {
  end: boolean;
  /** The id to continue from; kept apart from `items` so removing a card never loses the cursor. */
  lastId: number | undefined;
}

export type FeedData<T, M = undefined> = InfiniteData<FeedPage<T, M>, FeedCursor>;

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

/** The key of a feed's polling buffer: outside the feed's own key, so invalidating a feed leaves it alone. */
export function newerKey(queryKey: QueryKey, firstId: number | undefined): QueryKey {
  return ['feed-newer', ...queryKey, firstId ?? 0];
}

/**
 * Looks for a feed's newer items now, as a poll would (a live event said there are some): the
 * buffer's query is fetched again if the feed is on screen, whatever its first id, and the screen
 * shows them behind its "new" button as it always did. It is marked invalid rather than only
 * refetched when active: a feed that has rendered but not yet subscribed (Preact subscribes in an
 * effect a frame later) or is off screen fetches its buffer when it mounts, so the event is not
 * lost in that window (live.test.tsx missed it under load; useFeed.test.tsx shows it).
 */
export function refreshNewer(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey: ['feed-newer', ...queryKey], refetchType: 'active' });
}

export function toFeedPage<T, M>(page: FetchedPage<T, M>, getId: (item: T) => number): FeedPage<T, M> {
  const last = page.items[page.items.length - 1];
  return { ...page, end: page.items.length < page.limit, lastId: last === undefined ? undefined : getId(last) };
}

/**
 * The feed's first page and older pages as a TanStack infinite query: what `useFeed` reads, and
 * what a route's loader prefetches (`queryClient.ensureInfiniteQueryData`) so the screen renders
 * with its first page at once.
 */
export function feedQueryOptions<T, M = undefined>({
  queryKey,
  fetchPage,
  getId,
}: Pick<FeedOptions<T, M>, 'queryKey' | 'fetchPage' | 'getId'>) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: {} as FeedCursor,
    queryFn: async ({ pageParam, signal }) => toFeedPage(await fetchPage(pageParam, signal), getId),
    getNextPageParam: (lastPage: FeedPage<T, M>): FeedCursor | undefined =>
      lastPage.end || lastPage.lastId === undefined ? undefined : { last_id: lastPage.lastId },
  });
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
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const first = items[0];
  const firstId = first === undefined ? undefined : getId(first);
  const limit = pages?.[0]?.limit ?? 0;
  const pollKey = newerKey(queryKey, firstId);

  const fetchNewer = useCallback(
    async (signal: AbortSignal): Promise<FetchedPage<T, M>> =>
      // An empty feed has no first id: then anything the first page brings is new.
      fetchPage(firstId === undefined ? {} : { first_id: firstId }, signal),
    [fetchPage, firstId],
  );

  const poll = useQuery({
    queryKey: pollKey,
    enabled: enabled && newer && query.isSuccess,
    queryFn: ({ signal }) => fetchNewer(signal),
    // Nothing is new at the moment the feed loaded: the first poll waits a full interval.
    initialData: { items: [] as T[], limit },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: pollMs > 0 ? pollMs : Number.POSITIVE_INFINITY,
    refetchInterval: pollMs > 0 ? pollMs : false,
    // Only a refresh asked while the buffer was not observed (`refreshNewer`) fetches on mount.
    refetchOnMount: (buffer) => buffer.state.isInvalidated,
  });

  const shownIds = useMemo(() => new Set(items.map(getId)), [items, getId]);
  const buffered = useMemo(
    () => (poll.data?.items ?? []).filter((item) => !shownIds.has(getId(item))),
    [poll.data, shownIds, getId],
  );

  const checkNewer = useCallback(async () => {
    if (!newer) return 0;
    const page = await queryClient.fetchQuery({
      queryKey: pollKey,
      queryFn: ({ signal }) => fetchNewer(signal),
      staleTime: 0,
    });
    return page.items.filter((item) => !shownIds.has(getId(item))).length;
  }, [newer, queryClient, pollKey, fetchNewer, shownIds, getId]);

  const mergeInto = useCallback(
    (page: FetchedPage<T, M> | undefined) => {
      const fresh = (page?.items ?? []).filter((item) => !shownIds.has(getId(item)));
      if (fresh.length === 0 || !page) return;
      // A full page of newer items may hide a gap behind it: start the feed over instead.
      if (page.items.length >= page.limit) {
        void queryClient.resetQueries({ queryKey, exact: true });
        return;
      }
      queryClient.setQueryData<FeedData<T, M>>(queryKey, (data) => {
        if (!data?.pages[0]) return data;
        const [head, ...rest] = data.pages;
        return { ...data, pages: [{ ...head, items: [...fresh, ...head.items] }, ...rest] };
      });
    },
    [queryClient, queryKey, shownIds, getId],
  );

  const mergeNewer = useCallback(() => mergeInto(poll.data), [mergeInto, poll.data]);

  const loadNewer = useCallback(async () => {
    if (!newer) {
      await query.refetch();
      return;
    }
    await checkNewer();
    mergeInto(queryClient.getQueryData<FetchedPage<T, M>>(pollKey));
  }, [newer, query, checkNewer, mergeInto, queryClient, pollKey]);

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
