import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { mobilePlatform } from '../../api/client';
import { feedKeys } from '../feeds/feed-keys';
import { useSession } from '../session/SessionProvider';
import type { SessionUser } from '../session/session-storage';

type MyFields = Partial<Omit<SessionUser, 'access_token' | 'id'>>;

/**
 * After a settings change the stored session (own profile tab, next start) and the cached own
 * profile follow at once. The session provider has no update of its own: signing in again with
 * the same token and the changed fields is exactly that update.
 */
export function useUpdateMe(): (fields: MyFields) => Promise<void> {
  const { user, signIn } = useSession();
  const queryClient = useQueryClient();
  return useCallback(
    async (fields: MyFields) => {
      if (!user) return;
      const token = mobilePlatform.accessToken();
      if (!token) return;
      await signIn({ ...user, ...fields, access_token: token });
      if (fields.username && fields.username.toLowerCase() !== user.username.toLowerCase()) {
        queryClient.removeQueries({ queryKey: feedKeys.profile(user.username) });
        queryClient.removeQueries({ queryKey: feedKeys.answers(user.username) });
      } else {
        await queryClient.invalidateQueries({ queryKey: feedKeys.profile(user.username) });
      }
    },
    [user, signIn, queryClient],
  );
}
