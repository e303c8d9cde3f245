import { myProfile, stats } from '@qurio/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callApi } from '../../api/client';

export const userKeys = {
  all: ['users'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  stats: () => [...userKeys.all, 'stats'] as const,
};

/** The signed-in user's full profile: the left card's name, picture and counts. */
export function useMyProfileQuery(enabled = true) {
  return useQuery({
    queryKey: userKeys.me(),
    enabled,
    queryFn: ({ signal }) => callApi(myProfile, undefined, { signal }).then((response) => response.user),
  });
}

/** Follower and pending-question counts, refreshed after every navigation (SPEC §2). */
export function useStatsQuery(enabled = true) {
  return useQuery({
    queryKey: userKeys.stats(),
    enabled,
    queryFn: ({ signal }) => callApi(stats, undefined, { signal }),
  });
}

export function useRefreshStatsOnNavigation(locationKey: string): void {
  const queryClient = useQueryClient();
  // The first render fetches through the query itself; only later navigations refresh.
  const seen = useRef(locationKey);
  useEffect(() => {
    if (seen.current === locationKey) return;
    seen.current = locationKey;
    void queryClient.invalidateQueries({ queryKey: userKeys.stats() });
  }, [locationKey, queryClient]);
}
