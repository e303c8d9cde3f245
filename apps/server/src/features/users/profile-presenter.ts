import type { CallResponse, profile } from '@qurio/contract';
import type { UserRow } from '../../db/types.js';
import { presentPublicUser } from './presenter.js';
import type { Relation } from './relations.js';

/** The profile call's answer: the public profile, some of its fields again at the top level as the spec has them. */
export function presentProfile(
  user: UserRow,
  relation: Relation,
  viewerId: number | null,
  now: Date,
): CallResponse<typeof profile> {
  const view = presentPublicUser(user, relation, viewerId, now);
  return {
    status: true as const,
    user: view,
    followingCount: view.followingCount,
    followersCount: view.followerCount,
    answersCount: view.answersCount,
    // Only the owner learns how many questions wait for an answer.
    pendingAnswersCount: viewerId === user.id ? Number(user.pending_count) : 0,
    online: view.isOnline,
    isFollowing: view.isFollowing,
    badges: view.badges,
    isBlocked: view.isBlocked,
    blockedBy: view.blockedBy,
    blockedByMe: view.blockedByMe,
    isSuspended: view.isSuspended,
  };
}
