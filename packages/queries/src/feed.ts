import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';

/**
 * The spec's feed pattern (SPEC §4 "Feeds", CONVENTIONS rule 9) without a platform: the first
 * page, older pages by the last id until a page is shorter than `limit` (the end flag), and newer
 * items by the first id into a buffer that the screen merges when the reader asks. The web's
 * `useFeed` and the app's `useCursorFeed` are thin hooks over this; what differs per platform
 * (how often to poll, when the page is visible) stays in them.
 */

/** The spec's keyset cursors: `first_id` asks for items newer than that one, `last_id` for older ones. */
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

/** A request's cancellation, named through TanStack so the package needs no DOM types. */
export type FeedSignal = QueryFunctionContext['signal'];

/** One call of a feed: a page after `cursor` (the first page for `{}`); `signal` cancels it. */
export type FetchFeedPage<T, M = undefined> = (cursor: FeedCursor, signal: FeedSignal) => Promise<FetchedPage<T, M>>;

/** What names a feed and how to read it. */
export interface FeedSource<T, M = undefined> {
  queryKey: QueryKey;
  fetchPage: FetchFeedPage<T, M>;
  /** The cursor id of an item: a question's id, a list row's entry id. */
  getId: (item: T) => number;
}

/** The root of every buffer key: a live event marks all of a feed's buffers stale by it. */
export function newerRootKey(queryKey: QueryKey): QueryKey {
  return ['feed-newer', ...queryKey];
}

/**
 * The key of a feed's buffer of newer items: outside the feed's own key, so invalidating a feed
 * leaves it alone; keyed by the first id shown, so a refreshed feed starts a fresh buffer.
 */
export function newerKey(queryKey: QueryKey, firstId: number | undefined): QueryKey {
  return [...newerRootKey(queryKey), firstId ?? 0];
}

export function toFeedPage<T, M>(page: FetchedPage<T, M>, getId: (item: T) => number): FeedPage<T, M> {
  const last = page.items[page.items.length - 1];
  return { ...page, end: page.items.length < page.limit, lastId: last === undefined ? undefined : getId(last) };
}

/** The cursor of the page after `page`, or undefined at the end of the feed. */
export function olderCursor<T, M>(page: FeedPage<T, M>): FeedCursor | undefined {
  return page.end || page.lastId === undefined ? undefined : { last_id: page.lastId };
}

/** The cursor that asks for what is newer than the first item shown; an empty feed asks for its first page. */
export function newerCursor(firstId: number | undefined): FeedCursor {
  return firstId === undefined ? {} : { first_id: firstId };
}

/**
 * The feed's first page and older pages as a TanStack infinite query: what each app's hook reads,
 * and what a route's loader prefetches (`queryClient.ensureInfiniteQueryData`).
 */
export function feedQueryOptions<T, M = undefined>({ queryKey, fetchPage, getId }: FeedSource<T, M>) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: {} as FeedCursor,
    queryFn: async ({ pageParam, signal }) => toFeedPage(await fetchPage(pageParam, signal), getId),
    getNextPageParam: (lastPage: FeedPage<T, M>): FeedCursor | undefined => olderCursor(lastPage),
  });
}

/**
 * The items of every page in order, each once: a card that moved from one page to the next
 * between two requests (an edit, a reset in the middle of paging) is shown where it came first.
 */
export function feedItems<T>(
  data: { pages: readonly { items: readonly T[] }[] } | undefined,
  getId: (item: T) => number,
): T[] {
  if (!data) return [];
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of data.pages) {
    for (const item of page.items) {
      const id = getId(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}

/** Whether the feed has loaded its last page. */
export function isFeedEnd<T, M>(data: { pages: readonly FeedPage<T, M>[] } | undefined): boolean {
  const last = data?.pages[data.pages.length - 1];
  return last !== undefined && olderCursor(last) === undefined;
}

/** The items of a buffer page the feed does not show yet, in the server's order, each once. */
export function freshItems<T>(candidates: readonly T[], shown: readonly T[], getId: (item: T) => number): T[] {
  const seen = new Set(shown.map(getId));
  return candidates.filter((item) => {
    const id = getId(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** What merging a buffer into a feed comes to. */
export type NewerMerge<T, M> =
  | { kind: 'none' }
  /** A full page of newer items may hide a gap behind it: the feed starts over from its first page. */
  | { kind: 'reset' }
  | { kind: 'merged'; data: FeedData<T, M>; added: number };

/** Puts a buffer's fresh items on top of the feed's first page, or says the feed must start over. */
export function mergeNewerPage<T, M>(
  data: FeedData<T, M> | undefined,
  page: FetchedPage<T, M> | undefined,
  getId: (item: T) => number,
): NewerMerge<T, M> {
  const head = data?.pages[0];
  if (!data || !head || !page) return { kind: 'none' };
  const fresh = freshItems(page.items, feedItems(data, getId), getId);
  if (fresh.length === 0) return { kind: 'none' };
  if (page.limit > 0 && page.items.length >= page.limit) return { kind: 'reset' };
  const pages = [{ ...head, items: [...fresh, ...head.items] }, ...data.pages.slice(1)];
  return { kind: 'merged', data: { ...data, pages }, added: fresh.length };
}

export interface NewerOptions<T, M> {
  queryKey: QueryKey;
  fetchPage: FetchFeedPage<T, M>;
  /** The id of the first item shown (undefined: the feed is empty). */
  firstId: number | undefined;
  /** The feed's page size, so an untouched buffer reads as "nothing new". */
  limit: number;
  /** Looks again this often; 0: only when asked (a live event, a pull, the tab coming back). */
  pollMs: number;
}

/**
 * The buffer of newer items as a query: it starts empty (nothing is new the moment the feed
 * loaded, so the first poll waits a whole interval), polls every `pollMs`, and fetches on mount
 * only when a live event marked it stale while no screen watched it (`newerRootKey`), so that
 * event is not lost in the frame before the screen subscribes.
 */
export function newerQueryOptions<T, M>({ queryKey, fetchPage, firstId, limit, pollMs }: NewerOptions<T, M>) {
  const polling = pollMs > 0;
  return queryOptions({
    queryKey: newerKey(queryKey, firstId),
    queryFn: ({ signal }): Promise<FetchedPage<T, M>> => fetchPage(newerCursor(firstId), signal),
    initialData: { items: [] as T[], limit },
    initialDataUpdatedAt: () => Date.now(),
    staleTime: polling ? pollMs : Number.POSITIVE_INFINITY,
    refetchInterval: polling ? pollMs : false,
    refetchOnMount: (buffer) => buffer.state.isInvalidated,
  });
}

/**
 * Looks for a feed's newer items now, as a poll would (a live event said there are some): every
 * buffer of the feed is marked stale and the one on screen fetched again, whatever its first id.
 * It is marked rather than only refetched when active: a feed that has rendered but not yet
 * subscribed (Preact subscribes in an effect a frame later) or is off screen fetches its buffer
 * when it mounts, so the event is not lost in that window.
 */
export function refreshNewer(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: newerRootKey(queryKey), refetchType: 'active' });
}

/** Fetches the buffer now; resolves with the number of its items the feed does not show yet. */
export async function checkNewer<T, M>(
  queryClient: QueryClient,
  options: NewerOptions<T, M> & { getId: (item: T) => number; shown: readonly T[] },
): Promise<number> {
  const page = await queryClient.fetchQuery({ ...newerQueryOptions(options), staleTime: 0 });
  return freshItems(page.items, options.shown, options.getId).length;
}

/** Puts a buffer page on top of the cached feed (or starts the feed over when it may hide a gap). */
export function mergeNewer<T, M>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  page: FetchedPage<T, M> | undefined,
  getId: (item: T) => number,
): void {
  const merge = mergeNewerPage(queryClient.getQueryData<FeedData<T, M>>(queryKey), page, getId);
  if (merge.kind === 'reset') void queryClient.resetQueries({ queryKey, exact: true });
  if (merge.kind === 'merged') queryClient.setQueryData<FeedData<T, M>>(queryKey, merge.data);
}
