import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { feedKeys } from '../feeds/feed-keys';
import { type UserChanges, useSession } from '../session/SessionProvider';

/**
 * After a settings change the session (own profile tab, next start) and the cached own profile
 * follow at once; a new username leaves the old name's profile and answers behind.
 */
export function useUpdateMe(): (fields: UserChanges) => Promise<void> {
  const { user, updateUser } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (fields: UserChanges) => {
      if (!user) return;
      await updateUser(fields);
      if (fields.username && fields.username.toLowerCase() !== user.username.toLowerCase()) {
        queryClient.removeQueries({ queryKey: feedKeys.profile(user.username) });
        queryClient.removeQueries({ queryKey: feedKeys.answers(user.username) });
      } else {
        await queryClient.invalidateQueries({ queryKey: feedKeys.profile(user.username) });
      }
    },
    [user, updateUser, queryClient],
  );
}
