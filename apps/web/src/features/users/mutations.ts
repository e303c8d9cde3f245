import { type FollowTarget, type UserRef, writes } from '@qurio/queries';
import { useCallback } from 'react';
import { showCallError } from '../../api/show-error';
import { i18n } from '../../i18n';
import { getSession } from '../../lib/session-store';
import { useWriteMutation } from '../../lib/write-mutation';
import { showSnack } from '../../ui/snack-store';
import { signInFirst } from '../auth/sign-in-first';

export type { BlockVariables, FollowTarget } from '@qurio/queries';

/**
 * Follow or unfollow (`writes.follow`, SPEC §4 "Follow"), the one write behind the profile's
 * button and the suggestions': busy while the call runs. Guests get the sign-in message; a failure
 * shows the server's message.
 */
export function useFollowToggle(): { toggle: (user: FollowTarget) => Promise<void>; busy: boolean } {
  const { mutateAsync, isPending } = useWriteMutation(writes.follow, { report: showCallError });
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

/** Block or unblock after the confirmation (`writes.block`, SPEC §4 "Block"). */
export function useBlockMutation() {
  return useWriteMutation(writes.block);
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
  return useWriteMutation(writes.reportUser);
}
