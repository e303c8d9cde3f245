import type { ListedUser, PublicUser, ReportReason } from '@qurio/contract';
import { block, follow, reportUser } from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { i18n } from '../../i18n';
import { getSession } from '../../lib/session-store';
import { useWriteMutation } from '../../lib/write-mutation';
import type { FeedData } from '../../ui/feed/useFeed';
import { showSnack } from '../../ui/snack-store';
import { signInFirst } from '../auth/sign-in-first';
import { discoveryKeys, type Suggestion } from '../discovery/keys';
import { settingsKeys } from '../settings/keys';
import { type UserRef, userKeys, userWrites } from './keys';
import { bumpMyCount } from './queries';

/** Whom a follow button is about: the open profile or a suggestion row. */
export interface FollowTarget extends UserRef {
  isFollowing: boolean;
}

/**
 * The follow flag wherever the person is cached with one: their profile (with its follower count,
 * moved only if the cached flag changes, never below 0) and the suggestions.
 */
function setFollowing(queryClient: QueryClient, user: UserRef, following: boolean): void {
  queryClient.setQueryData<PublicUser>(userKeys.profile(user.username), (cached) =>
    cached && cached.isFollowing !== following
      ? {
          ...cached,
          isFollowing: following,
          followerCount: Math.max(0, cached.followerCount + (following ? 1 : -1)),
        }
      : cached,
  );
  queryClient.setQueryData<Suggestion[]>(discoveryKeys.suggestions(), (users) =>
    users?.map((u) => (u.id === user.id ? { ...u, isFollowing: following } : u)),
  );
}

/**
 * Follow or unfollow (SPEC §4 "Follow"), the one write behind the profile's button and the
 * suggestions': busy while the call runs, then the server's answer is applied — the person's
 * isFollowing and follower count, and the viewer's following count by the same, never below 0
 * (a suggestion row keeps its place and flips its button). The lists it changes load again
 * (userWrites.follow). Guests get the sign-in message; a failure shows the server's message.
 */
export function useFollowToggle(): { toggle: (user: FollowTarget) => Promise<void>; busy: boolean } {
  const { mutateAsync, isPending } = useWriteMutation({
    call: (user: FollowTarget) => callApi(follow, { user_id: user.id }),
    apply: (client, { following }, user) => {
      setFollowing(client, user, following);
      const session = getSession();
      if (session && following !== user.isFollowing) {
        bumpMyCount(client, session.username, 'followingCount', following ? 1 : -1);
      }
    },
    invalidates: (user, response) => (response ? userWrites.follow(user, getSession()?.username ?? null) : []),
    report: showCallError,
  });
  const toggle = useCallback(
    async (user: FollowTarget) => {
      if (!getSession()) return signInFirst();
      // Reported by the write itself.
      await mutateAsync(user).catch(() => undefined);
    },
    [mutateAsync],
  );
  return { toggle, busy: isPending };
}

export interface BlockVariables {
  user: UserRef;
  /**
   * The state wanted, when the caller knows it (Unblock in the blocked list). `block` toggles: if
   * the block was already lifted elsewhere, the first call set it again and a second undoes that.
   */
  want?: boolean;
}

/** A lifted block leaves the blocked list at once. */
function removeFromBlocked(queryClient: QueryClient, userId: number): void {
  queryClient.setQueryData<FeedData<ListedUser>>(settingsKeys.blocked(), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.user_id !== userId) })),
        }
      : data,
  );
}

/**
 * Block or unblock after the confirmation (SPEC §4 "Block"), from the profile or the blocked
 * list: the call, then the profile and everything shown of it load again (userWrites.block)
 * before the write settles, so the blocked panel (or the profile) appears with it.
 */
export function useBlockMutation() {
  return useWriteMutation({
    call: async ({ user, want }: BlockVariables) => {
      const first = await callApi(block, { user_id: user.id });
      if (want === undefined || first.blocked === want) return first;
      return callApi(block, { user_id: user.id });
    },
    apply: (client, { blocked }, { user }) => {
      if (!blocked) removeFromBlocked(client, user.id);
    },
    invalidates: ({ user }, response) => userWrites.block(user, response?.blocked),
    awaitInvalidation: true,
  });
}

/** The profile's Block and Unblock: the toggle with its snack, or the server's message. */
export function useBlockToggle(): { toggle: (user: UserRef) => Promise<void>; busy: boolean } {
  const { mutateAsync, isPending } = useBlockMutation();
  const toggle = useCallback(
    async (user: UserRef) => {
      try {
        const { blocked } = await mutateAsync({ user });
        showSnack(i18n.t(blocked ? 'profile.blockedDone' : 'profile.unblockedDone'));
      } catch (error) {
        showCallError(error);
      }
    },
    [mutateAsync],
  );
  return { toggle, busy: isPending };
}

/** Reports a member with the reason chosen in the report dialog (questions/ReportDialog.tsx). */
export function useReportUser() {
  return useWriteMutation({
    call: ({ user, reason }: { user: UserRef; reason: ReportReason }) => callApi(reportUser, { id: user.id, reason }),
    invalidates: userWrites.report,
  });
}
