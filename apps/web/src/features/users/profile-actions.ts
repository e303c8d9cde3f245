import type { PublicUser } from '@qurio/contract';
import { block, follow, reportUser } from '@qurio/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { i18n } from '../../i18n';
import { showSnack } from '../../ui/snack-store';
import { getSession } from '../auth/session-store';
import { feedKeys } from '../feeds/queries';
import { signInFirst } from '../questions/actions';
import { questionKeys } from '../questions/queries';
import { bumpMyCount, bumpProfileCount, userKeys } from './queries';

/**
 * Follow or unfollow (SPEC §4 "Follow"): after the server answers, the profile's isFollowing and
 * follower count change, and the viewer's own following count moves the same way, never below 0.
 * Resolves false when nothing changed.
 */
export function useFollowToggle(): (user: PublicUser) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: PublicUser) => {
      const session = getSession();
      if (!session) {
        signInFirst();
        return false;
      }
      try {
        const { following } = await callApi(follow, { user_id: user.id });
        if (following !== user.isFollowing) {
          const by = following ? 1 : -1;
          queryClient.setQueryData<PublicUser>(userKeys.profile(user.username), (cached) =>
            cached ? { ...cached, isFollowing: following } : cached,
          );
          bumpProfileCount(queryClient, user.username, 'followerCount', by);
          bumpMyCount(queryClient, session.username, 'followingCount', by);
        }
        void queryClient.invalidateQueries({ queryKey: userKeys.list('followers', user.username) });
        void queryClient.invalidateQueries({ queryKey: userKeys.list('followings', session.username) });
        // The timeline gains or loses this person's answers.
        void queryClient.invalidateQueries({ queryKey: feedKeys.timeline() });
        return true;
      } catch (error) {
        showCallError(error);
        return false;
      }
    },
    [queryClient],
  );
}

/**
 * Block or unblock after the confirmation (SPEC §4 "Block"): the call, then the profile and
 * everything shown of it load again, so the blocked panel (or the profile) appears.
 */
export function useBlockToggle(): (user: PublicUser) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (user: PublicUser) => {
      try {
        const { blocked } = await callApi(block, { user_id: user.id });
        showSnack(i18n.t(blocked ? 'profile.blockedDone' : 'profile.unblockedDone'));
      } catch (error) {
        showCallError(error);
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.profile(user.username) }),
        queryClient.invalidateQueries({ queryKey: questionKeys.profile(user.username) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.me() }),
      ]);
    },
    [queryClient],
  );
}

export async function reportUserOnce(user: PublicUser): Promise<void> {
  if (!getSession()) return signInFirst();
  try {
    await callApi(reportUser, { id: user.id });
    showSnack(i18n.t('profile.reported'));
  } catch (error) {
    showCallError(error);
  }
}
