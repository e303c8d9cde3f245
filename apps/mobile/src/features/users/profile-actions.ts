import type * as routes from '@qurio/contract/routes';
import type { RouteResponse } from '@qurio/contract/routes';
import { writes } from '@qurio/queries';
import { useWriteMutation } from '../../api/write-mutation';

export type ProfileData = RouteResponse<typeof routes.profile>;
export type PublicUser = ProfileData['user'];

/**
 * Follow or unfollow (`writes.follow`, SPEC §4), as on the web: the person's flag and follower
 * count and my following count follow the server's answer; the lists that change load again.
 */
export function useFollowToggle() {
  return useWriteMutation(writes.follow);
}

/**
 * Block or unblock, after the confirmation (`writes.block`, SPEC §4 "Block"): the same call
 * toggles; the profile and what is shown of it load again before `onDone` hears the outcome.
 */
export function useBlockToggle(onDone: (blocked: boolean) => void) {
  return useWriteMutation(writes.block, { after: ({ blocked }) => onDone(blocked) });
}

/** Reports the member with a reason (issue 16). */
export function useReportUser() {
  return useWriteMutation(writes.reportUser);
}
