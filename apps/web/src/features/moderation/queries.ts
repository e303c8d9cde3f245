import { modAudit, modReports } from '@qurio/contract/routes';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client';
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
