import type { ModRevealEntry } from '@qurio/contract';
import { modAudit, modReports, modReveals } from '@qurio/contract/routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';
import { moderationKeys } from './keys';

/** The open reports grouped by target, oldest first (403 MODERATORS_ONLY for members). */
export function useModReports(enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.reports(),
    enabled,
    retry: false,
    queryFn: ({ signal }) => callApi(modReports, undefined, { signal }).then((response) => response.reports),
  });
}

/** The audit log, newest first, paged by the last entry's id (admins only). */
export function useModAudit(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: moderationKeys.audit(),
    enabled,
    retry: false,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ signal, pageParam }) =>
      callApi(modAudit, pageParam === undefined ? {} : { last_id: pageParam }, { signal }),
    getNextPageParam: (page) =>
      page.entries.length < page.limit ? undefined : (page.entries[page.entries.length - 1]?.id ?? undefined),
  });
}

const revealsPage = async (cursor: FeedCursor, signal: AbortSignal) => {
  const response = await callApi(modReveals, { last_id: cursor.last_id }, { signal });
  return { items: response.reveals, limit: response.limit };
};
const revealId = (entry: ModRevealEntry) => entry.id;

/**
 * The reveals of senders, newest first (every one for an admin, their own for a moderator); the
 * server pages them by `last_id` only.
 */
export function useModReveals(enabled: boolean) {
  return useFeed<ModRevealEntry>({
    queryKey: moderationKeys.reveals(),
    fetchPage: revealsPage,
    getId: revealId,
    newer: false,
    enabled,
  });
}
