import type { ListedUser, PublicUser, ReportReason } from '@qurio/contract';
import { block, follow, reportUser } from '@qurio/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { discoveryKeys, questionKeys, settingsKeys, userKeys } from '../keys';
import { bumpMyCount, dropRows } from './cache';
import { defineWrite } from './define';

/** The person a follow or block is about, as every place that offers it knows them. */
export interface UserRef {
  id: number;
  username: string;
}

/** Whom a follow button is about: a profile or a suggestion row. */
export interface FollowTarget extends UserRef {
  isFollowing: boolean;
}

/**
 * The follow flag wherever the person is cached with one: their profile (with its follower count,
 * moved only if the cached flag changes, never below 0) and the suggestions.
 */
function setFollowing(client: QueryClient, user: UserRef, following: boolean): void {
  client.setQueryData<PublicUser>(userKeys.profile(user.username), (cached) =>
    cached && cached.isFollowing !== following
      ? { ...cached, isFollowing: following, followerCount: Math.max(0, cached.followerCount + (following ? 1 : -1)) }
      : cached,
  );
  client.setQueryData<Array<{ id: number; isFollowing: boolean }>>(discoveryKeys.suggestions(), (users) =>
    users?.map((u) => (u.id === user.id ? { ...u, isFollowing: following } : u)),
  );
}

/**
 * Follow or unfollow (SPEC §4 "Follow"): the server's answer is applied (the person's flag and
 * follower count, my following count by the same, never below 0); then the person's followers, my
 * followings and the timeline (which gains or loses their answers) load again.
 */
export const followToggle = defineWrite({
  name: 'users.follow',
  call: ({ api }, user: FollowTarget) => api.call(follow, { user_id: user.id }),
  apply: (client, { following }, user, { me }) => {
    setFollowing(client, user, following);
    const member = me();
    if (member && following !== user.isFollowing) {
      bumpMyCount(client, member.username, 'followingCount', following ? 1 : -1);
    }
  },
  invalidates: (user, response, { me }) => {
    if (!response) return [];
    const member = me();
    return [
      userKeys.list('followers', user.username),
      ...(member ? [userKeys.list('followings', member.username)] : []),
      questionKeys.timeline(),
    ];
  },
});

export interface BlockVariables {
  user: UserRef;
  /**
   * The state wanted, when the caller knows it (Unblock in the blocked list). `block` toggles: if
   * the block was already lifted elsewhere, the first call set it again and a second undoes that.
   */
  want?: boolean;
}

/**
 * Block or unblock after the confirmation (SPEC §4 "Block"), from a profile or the blocked list. A
 * block ends the follows both ways and hides the profile: the profile, its answers, every people
 * list, my counts and the timeline load again before the write settles, so the blocked panel (or
 * the profile) appears with it; a lifted block leaves the blocked list at once, a new one joins it.
 */
export const blockToggle = defineWrite({
  name: 'users.block',
  call: async ({ api }, { user, want }: BlockVariables) => {
    const first = await api.call(block, { user_id: user.id });
    if (want === undefined || first.blocked === want) return first;
    return api.call(block, { user_id: user.id });
  },
  apply: (client, { blocked }, { user }) => {
    if (!blocked) dropRows<ListedUser>(client, settingsKeys.blocked(), (row) => row.user_id === user.id);
  },
  invalidates: ({ user }, response) => [
    userKeys.profile(user.username),
    questionKeys.profile(user.username),
    userKeys.lists(),
    userKeys.me(),
    questionKeys.timeline(),
    ...(response?.blocked ? [settingsKeys.blocked()] : []),
  ],
  awaitInvalidation: true,
});

export interface ReportUserVariables {
  user: UserRef;
  reason: ReportReason;
}

/** Reports a member with a reason (issue 16); nothing shown changes. */
export const reportOneUser = defineWrite({
  name: 'users.report',
  call: ({ api }, { user, reason }: ReportUserVariables) => api.call(reportUser, { id: user.id, reason }),
  invalidates: () => [],
});
