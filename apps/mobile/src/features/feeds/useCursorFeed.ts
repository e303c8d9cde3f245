import {
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useFocusEffect } from 'expo-router';
import { useCallback, useMemo, useRef } from 'react';
import { feedKeys } from './feed-keys';

export interface CursorPage<T> {
  items: T[];
  limit: number;
}

/**
 * One page: older than `lastId`, or, when `firstId` is given, newer than that one (SPEC §4
 * "Feeds": newer items by the first id, older ones by the last id).
 */
export type FetchCursorPage<T> = (lastId: number | undefined, firstId?: number) => Promise<CursorPage<T>>;

export interface CursorFeedOptions {
  enabled?: boolean;
  /**
   * Looks for newer items this often while shown; they wait in `buffered` until the reader asks
   * for them, so the list never jumps under their thumb. 0 (the default): no polling.
   */
  pollMs?: number;
  /**
   * Whether the feed keeps a buffer of newer items at all, polled or not: a feed the live stream
   * refreshes (`refreshNewer`) polls with 0 while the stream is open. Defaults to `pollMs > 0`.
   */
  newer?: boolean;
}

/**
 * Looks for a feed's newer items now, as a poll would (a live event said there are some): its
 * buffer is fetched again if the feed is on screen, or when it mounts (as the web's refreshNewer).
 */
export function refreshNewer(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.invalidateQueries({
    queryKey: feedKeys.newer(queryKey, undefined).slice(0, -1),
    refetchType: 'active',
  });
}

/**
 * The one recipe for a cursor feed (SPEC: pages older by `last_id`, a page shorter than `limit`
 * is the end, and a polling buffer of newer items merged on demand). Every list screen of the app
 * reads through it.
 */
export function useCursorFeed<T extends { id: number }>(
  queryKey: QueryKey,
  fetchPage: FetchCursorPage<T>,
  options: boolean | CursorFeedOptions = true,
) {
  const { enabled = true, pollMs = 0, newer } = typeof options === 'boolean' ? { enabled: options } : options;
  const queryClient = useQueryClient();
  const query = useInfiniteQuery<CursorPage<T>, Error, InfiniteData<CursorPage<T>>, QueryKey, number | undefined>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => (last.items.length >= last.limit && last.limit > 0 ? last.items.at(-1)?.id : undefined),
    enabled,
  });
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const firstId = items[0]?.id;
  const limit = pages?.[0]?.limit ?? 0;
  const pollKey = feedKeys.newer(queryKey, firstId);
  const polling = newer ?? pollMs > 0;

  const fetchNewer = useCallback(() => fetchPage(undefined, firstId), [fetchPage, firstId]);
  const poll = useQuery({
    queryKey: pollKey,
    enabled: enabled && polling && query.isSuccess,
    queryFn: fetchNewer,
    // Nothing is new the moment the feed loaded: the first check waits a whole interval.
    initialData: { items: [] as T[], limit },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: pollMs > 0 ? pollMs : Number.POSITIVE_INFINITY,
    refetchInterval: pollMs > 0 ? pollMs : false,
    // Only a refresh asked while the buffer was not observed (`refreshNewer`) fetches on mount.
    refetchOnMount: (buffer) => buffer.state.isInvalidated,
  });

  const shownIds = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  const buffered = useMemo(
    () => (poll.data?.items ?? []).filter((item) => !shownIds.has(item.id)),
    [poll.data, shownIds],
  );

  /** Checks for newer items now (a tab coming back into view); they go to the buffer. */
  const checkNewer = useCallback(async () => {
    if (!polling || !query.isSuccess) return 0;
    const page = await queryClient.fetchQuery({ queryKey: pollKey, queryFn: fetchNewer, staleTime: 0 });
    return page.items.filter((item) => !shownIds.has(item.id)).length;
  }, [polling, query.isSuccess, queryClient, pollKey, fetchNewer, shownIds]);

  const mergeInto = useCallback(
    (page: CursorPage<T> | undefined) => {
      const fresh = (page?.items ?? []).filter((item) => !shownIds.has(item.id));
      if (!page || fresh.length === 0) return;
      // A full page of newer items may hide a gap behind it: start the feed over instead.
      if (page.items.length >= page.limit) {
        void queryClient.resetQueries({ queryKey, exact: true });
        return;
      }
      queryClient.setQueryData<InfiniteData<CursorPage<T>>>(queryKey, (data) => {
        const [head, ...rest] = data?.pages ?? [];
        if (!data || !head) return data;
        return { ...data, pages: [{ ...head, items: [...fresh, ...head.items] }, ...rest] };
      });
    },
    [queryClient, queryKey, shownIds],
  );

  /** Puts the buffered items on top of the list. */
  const mergeNewer = useCallback(() => mergeInto(poll.data), [mergeInto, poll.data]);

  /** Checks and merges at once (the Home tab pressed while on Home). */
  const loadNewer = useCallback(async () => {
    if (!polling) {
      await query.refetch();
      return;
    }
    await checkNewer();
    mergeInto(queryClient.getQueryData<CursorPage<T>>(pollKey));
  }, [polling, query, checkNewer, mergeInto, queryClient, pollKey]);

  return { ...query, items, buffered, checkNewer, mergeNewer, loadNewer };
}

/** The cursor of a page: newer than `firstId`, or older than `lastId`, or the first page. */
export function pageCursor(lastId: number | undefined, firstId?: number) {
  if (firstId !== undefined) return { first_id: firstId };
  return lastId !== undefined ? { last_id: lastId } : {};
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
