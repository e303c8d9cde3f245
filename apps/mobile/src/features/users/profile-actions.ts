import type { ReportReason } from '@qurio/contract/fields';
import type { RouteResponse } from '@qurio/contract/routes';
import * as routes from '@qurio/contract/routes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { feedKeys } from '../feeds/feed-keys';
import { useSession } from '../session/SessionProvider';
import { profileKeys } from './profile-keys';

export type ProfileData = RouteResponse<typeof routes.profile>;
export type PublicUser = ProfileData['user'];

/** Moves a cached profile's follower or following count; never below zero (SPEC §4 "Follow"). */
function bumpProfile(
  queryClient: QueryClient,
  username: string,
  field: 'followerCount' | 'followingCount',
  by: number,
  isFollowing?: boolean,
): void {
  const top = field === 'followerCount' ? 'followersCount' : 'followingCount';
  queryClient.setQueryData<ProfileData>(feedKeys.profile(username), (data) => {
    if (!data) return data;
    const following = isFollowing ?? data.user.isFollowing;
    return {
      ...data,
      [top]: Math.max(0, data[top] + by),
      isFollowing: following,
      user: { ...data.user, [field]: Math.max(0, data.user[field] + by), isFollowing: following },
    };
  });
}

/**
 * Follow or unfollow (SPEC §4): after the server answers, the open profile's isFollowing and
 * follower count change, and the viewer's own following count moves the same way.
 */
export function useFollowToggle(user: PublicUser) {
  const queryClient = useQueryClient();
  const { user: me } = useSession();
  return useMutation({
    mutationFn: () => api.call(routes.follow, { user_id: user.id }),
    onSuccess: async ({ following }) => {
      if (following !== user.isFollowing) {
        const by = following ? 1 : -1;
        bumpProfile(queryClient, user.username, 'followerCount', by, following);
        if (me) bumpProfile(queryClient, me.username, 'followingCount', by);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.list('followers', user.username) }),
        me ? queryClient.invalidateQueries({ queryKey: profileKeys.list('followings', me.username) }) : null,
        // The timeline gains or loses this person's answers.
        queryClient.invalidateQueries({ queryKey: feedKeys.timeline }),
      ]);
    },
  });
}

/**
 * Block or unblock, after the confirmation (SPEC §4 "Block"): the same call toggles; then the
 * profile and what is shown of it load again, so the blocked panel (or the profile) appears.
 */
export function useBlockToggle(user: PublicUser, onDone: (blocked: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(routes.block, { user_id: user.id }),
    onSuccess: async ({ blocked }) => {
      onDone(blocked);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.profile(user.username) }),
        queryClient.invalidateQueries({ queryKey: feedKeys.answers(user.username) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.lists }),
        queryClient.invalidateQueries({ queryKey: feedKeys.timeline }),
      ]);
    },
  });
}

/** Reports the member with a reason (issue 16). */
export function useReportUser(user: PublicUser) {
  return useMutation({ mutationFn: (reason: ReportReason) => api.call(routes.reportUser, { id: user.id, reason }) });
}
