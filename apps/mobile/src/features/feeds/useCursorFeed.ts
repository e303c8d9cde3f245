import { type InfiniteData, type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

export interface CursorPage<T> {
  items: T[];
  limit: number;
}

/**
 * The one recipe for a cursor feed (SPEC: pages older by `last_id`, a page shorter than `limit`
 * is the end). Every list screen of the app reads through it.
 */
export function useCursorFeed<T extends { id: number }>(
  queryKey: QueryKey,
  fetchPage: (lastId: number | undefined) => Promise<CursorPage<T>>,
  enabled = true,
) {
  const query = useInfiniteQuery<CursorPage<T>, Error, InfiniteData<CursorPage<T>>, QueryKey, number | undefined>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => (last.items.length >= last.limit && last.limit > 0 ? last.items.at(-1)?.id : undefined),
    enabled,
  });
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, items };
}
