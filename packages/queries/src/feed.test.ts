import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkNewer,
  type FeedCursor,
  type FeedData,
  type FetchedPage,
  feedItems,
  feedQueryOptions,
  freshItems,
  isFeedEnd,
  mergeNewer,
  mergeNewerPage,
  newerCursor,
  newerKey,
  refreshNewer,
  toFeedPage,
} from './feed.js';

interface Row {
  id: number;
}
const getId = (row: Row) => row.id;
const rows = (...ids: number[]) => ids.map((id) => ({ id }));
const ids = (items: Row[]) => items.map(getId);

/**
 * A server in memory with the spec's keyset paging: ids newest first, `last_id` gives older
 * ones, `first_id` newer ones (at most `limit`, the oldest of them, as the API does), and new
 * items can arrive between calls.
 */
function memoryFeed(limit: number, count: number) {
  let all = Array.from({ length: count }, (_, i) => count - i);
  const calls: FeedCursor[] = [];
  return {
    calls,
    add(n: number) {
      const top = all[0] ?? 0;
      all = [...Array.from({ length: n }, (_, i) => top + n - i), ...all];
    },
    async fetchPage(cursor: FeedCursor): Promise<FetchedPage<Row>> {
      calls.push(cursor);
      if (cursor.first_id !== undefined) {
        const newer = all.filter((id) => id > (cursor.first_id ?? 0));
        return { items: rows(...newer.slice(-limit)), limit };
      }
      const older = cursor.last_id === undefined ? all : all.filter((id) => id < (cursor.last_id ?? 0));
      return { items: rows(...older.slice(0, limit)), limit };
    },
  };
}

const clients: QueryClient[] = [];
function newClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } } });
  clients.push(client);
  return client;
}
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

describe('feed pages', () => {
  it('fixes the end flag and the cursor when a page arrives', () => {
    expect(toFeedPage({ items: rows(9, 8, 7), limit: 3 }, getId)).toMatchObject({ end: false, lastId: 7 });
    expect(toFeedPage({ items: rows(2, 1), limit: 3 }, getId)).toMatchObject({ end: true, lastId: 1 });
    expect(toFeedPage({ items: [], limit: 3 }, getId)).toMatchObject({ end: true, lastId: undefined });
  });

  it('asks for newer items by the first id, and for the first page when nothing is shown', () => {
    expect(newerCursor(42)).toEqual({ first_id: 42 });
    expect(newerCursor(undefined)).toEqual({});
  });

  it('pages by the last id to the end of the feed, with no repeat and no loss', async () => {
    const server = memoryFeed(4, 10);
    const client = newClient();
    const options = feedQueryOptions<Row>({ queryKey: ['feed'], fetchPage: server.fetchPage, getId });
    const observer = new InfiniteQueryObserver(client, options);
    await observer.refetch();
    while (observer.getCurrentResult().hasNextPage) await observer.fetchNextPage();

    const data = client.getQueryData<FeedData<Row>>(['feed']);
    expect(ids(feedItems(data, getId))).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(isFeedEnd(data)).toBe(true);
    expect(server.calls).toEqual([{}, { last_id: 7 }, { last_id: 3 }]);
  });

  it('ends after a full last page with one empty page', async () => {
    const server = memoryFeed(5, 10);
    const client = newClient();
    const observer = new InfiniteQueryObserver(
      client,
      feedQueryOptions<Row>({ queryKey: ['full'], fetchPage: server.fetchPage, getId }),
    );
    await observer.refetch();
    expect(isFeedEnd(client.getQueryData(['full']))).toBe(false);
    await observer.fetchNextPage();
    await observer.fetchNextPage();
    expect(isFeedEnd(client.getQueryData(['full']))).toBe(true);
    expect(server.calls).toEqual([{}, { last_id: 6 }, { last_id: 1 }]);
  });

  it('shows an item that came back on a later page once, where it came first', () => {
    const data: FeedData<Row> = {
      pages: [
        toFeedPage({ items: rows(5, 4, 3), limit: 3 }, getId),
        toFeedPage({ items: rows(3, 2), limit: 3 }, getId),
      ],
      pageParams: [{}, { last_id: 3 }],
    };
    expect(ids(feedItems(data, getId))).toEqual([5, 4, 3, 2]);
    expect(feedItems(undefined, getId)).toEqual([]);
  });
});

describe('the buffer of newer items', () => {
  const feed = (...pages: number[][]): FeedData<Row> => ({
    pages: pages.map((page) => toFeedPage({ items: rows(...page), limit: 3 }, getId)),
    pageParams: pages.map(() => ({})),
  });

  it('keeps only what the feed does not show, each once, in the server order', () => {
    expect(ids(freshItems(rows(9, 8, 8, 7, 6), rows(7, 6, 5), getId))).toEqual([9, 8]);
  });

  it('merges fresh items on top of the first page and leaves the cursor of each page alone', () => {
    const merge = mergeNewerPage(feed([5, 4, 3], [2, 1]), { items: rows(7, 6, 5), limit: 4 }, getId);
    expect(merge.kind).toBe('merged');
    if (merge.kind !== 'merged') return;
    expect(merge.added).toBe(2);
    expect(ids(feedItems(merge.data, getId))).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(merge.data.pages.map((page) => page.lastId)).toEqual([3, 1]);
  });

  it('starts over on a full page of newer items, which may hide a gap', () => {
    expect(mergeNewerPage(feed([5, 4, 3]), { items: rows(9, 8, 7), limit: 3 }, getId)).toEqual({ kind: 'reset' });
  });

  it('does nothing with nothing new, or with no feed loaded', () => {
    expect(mergeNewerPage(feed([5, 4, 3]), { items: rows(5), limit: 3 }, getId)).toEqual({ kind: 'none' });
    expect(mergeNewerPage(undefined, { items: rows(6), limit: 3 }, getId)).toEqual({ kind: 'none' });
    expect(mergeNewerPage(feed([5]), undefined, getId)).toEqual({ kind: 'none' });
  });

  it('is checked by the first id and merged into the cached feed on demand', async () => {
    const server = memoryFeed(4, 6);
    const client = newClient();
    const queryKey = ['timeline'];
    await client.fetchInfiniteQuery(feedQueryOptions<Row>({ queryKey, fetchPage: server.fetchPage, getId }));
    const shown = () => feedItems(client.getQueryData<FeedData<Row>>(queryKey), getId);
    const newer = { queryKey, fetchPage: server.fetchPage, firstId: 6, limit: 4, pollMs: 0, getId };

    server.add(2);
    expect(await checkNewer(client, { ...newer, shown: shown() })).toBe(2);
    expect(server.calls.at(-1)).toEqual({ first_id: 6 });
    // Checking puts nothing on screen; merging does.
    expect(ids(shown())).toEqual([6, 5, 4, 3]);
    mergeNewer(client, queryKey, client.getQueryData<FetchedPage<Row>>(newerKey(queryKey, 6)), getId);
    expect(ids(shown())).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it('starts the cached feed over from its first page when the buffer is full', async () => {
    const server = memoryFeed(3, 3);
    const client = newClient();
    const queryKey = ['inbox'];
    // The feed on screen: a reset refetches what an observer watches.
    const observer = new InfiniteQueryObserver(
      client,
      feedQueryOptions<Row>({ queryKey, fetchPage: server.fetchPage, getId }),
    );
    const unsubscribe = observer.subscribe(() => undefined);
    await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true);
    server.add(5);
    const page = await server.fetchPage({ first_id: 3 });
    mergeNewer(client, queryKey, page, getId);
    await expect.poll(() => ids(feedItems(client.getQueryData<FeedData<Row>>(queryKey), getId))).toEqual([8, 7, 6]);
    expect(server.calls.at(-1)).toEqual({});
    unsubscribe();
  });

  it('is marked stale by a live event whatever its first id, so it fetches when next watched', async () => {
    const client = newClient();
    const queryKey = ['notifications'];
    client.setQueryData(newerKey(queryKey, 4), { items: [], limit: 3 });
    client.setQueryData(newerKey(['other'], 4), { items: [], limit: 3 });
    await refreshNewer(client, queryKey);
    expect(client.getQueryState(newerKey(queryKey, 4))?.isInvalidated).toBe(true);
    expect(client.getQueryState(newerKey(['other'], 4))?.isInvalidated).toBe(false);
  });
});
