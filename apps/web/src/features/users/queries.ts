import type { ListedUser, MeUser, PublicUser } from '@qurio/contract';
import { followers, followings, myProfile, profile, stats } from '@qurio/contract/routes';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { callApi } from '../../api/client';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';
import { type UserListKind, userKeys } from './keys';

export type { UserListKind };

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

/** A profile as the viewer sees it; `user` carries the relation, counts and badges. */
export function useProfileQuery(username: string) {
  return useQuery(profileQueryOptions(username));
}

/** The query of a profile, shared by `useProfileQuery` and the profile routes' loader. */
export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: userKeys.profile(username),
    queryFn: ({ signal }) => callApi(profile, { username }, { signal }).then((response) => response.user),
  });
}

type CountField = 'answersCount' | 'followerCount' | 'followingCount';
type Counted = Pick<MeUser, CountField> | Pick<PublicUser, CountField>;

function bump<T extends Counted>(user: T | undefined, field: CountField, by: number): T | undefined {
  // Never below zero, whatever order optimistic changes and refetches land in (SPEC §4 "Follow").
  return user ? { ...user, [field]: Math.max(0, user[field] + by) } : user;
}

/** Moves one count of the signed-in user in their left card and their cached profile. */
export function bumpMyCount(queryClient: QueryClient, username: string, field: CountField, by: number): void {
  queryClient.setQueryData<MeUser>(userKeys.me(), (me) => bump(me, field, by));
  queryClient.setQueryData<PublicUser>(userKeys.profile(username), (user) => bump(user, field, by));
}

/** A list row's `id` is its entry in the list (the cursor); `user_id` is the person. */
const entryId = (row: ListedUser) => row.id;

/** Followers or followings of a profile; the server pages these by `last_id` only. */
export function useUserListFeed(kind: UserListKind, username: string, enabled = true) {
  const fetchPage = useCallback(
    async (cursor: FeedCursor, signal: AbortSignal) => {
      const input = { username, last_id: cursor.last_id };
      if (kind === 'followers') {
        const response = await callApi(followers, input, { signal });
        return { items: response.followers, limit: response.limit };
      }
      const response = await callApi(followings, input, { signal });
      return { items: response.followings, limit: response.limit };
    },
    [kind, username],
  );
  return useFeed<ListedUser>({
    queryKey: userKeys.list(kind, username),
    fetchPage,
    getId: entryId,
    newer: false,
    enabled,
  });
}
