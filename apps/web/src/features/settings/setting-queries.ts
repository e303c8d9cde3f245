import type { ListedUser } from '@qurio/contract';
import type { AccountSettingKey, NotificationSettingKey } from '@qurio/contract/limits';
import { accountSettings, blockedUsers, notificationSettings, set } from '@qurio/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { showCallError } from '../../api/show-error';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';

export const settingsKeys = {
  all: ['settings'] as const,
  account: () => [...settingsKeys.all, 'account'] as const,
  notification: () => [...settingsKeys.all, 'notification'] as const,
  blocked: () => [...settingsKeys.all, 'blocked'] as const,
};

export type ToggleGroup = 'account' | 'notification';
export type ToggleKey = AccountSettingKey | NotificationSettingKey;
type Flags = Partial<Record<ToggleKey, boolean>>;

/** The four switches of one group, as the server has them. */
export function useToggleSettings(group: ToggleGroup) {
  return useQuery<Flags>({
    queryKey: settingsKeys[group](),
    queryFn: async ({ signal }) =>
      group === 'account'
        ? (await callApi(accountSettings, undefined, { signal })).settings
        : (await callApi(notificationSettings, undefined, { signal })).settings,
  });
}

/**
 * Flips one switch at once and saves it with `set` ('1' / '0', SPEC §5). If the server refuses or
 * cannot be reached, only that switch goes back (others may have changed meanwhile) and the
 * reason shows as a red snack.
 */
export function useToggleSetting(group: ToggleGroup) {
  const queryClient = useQueryClient();
  const queryKey = settingsKeys[group]();
  const put = (key: ToggleKey, on: boolean) =>
    queryClient.setQueryData<Flags>(queryKey, (flags) => (flags ? { ...flags, [key]: on } : flags));

  return useMutation({
    mutationFn: ({ key, on }: { key: ToggleKey; on: boolean }) => callApi(set, { key, value: on ? '1' : '0' }),
    onMutate: async ({ key, on }) => {
      // A slow first load must not land after the flip and undo it on screen.
      await queryClient.cancelQueries({ queryKey });
      put(key, on);
    },
    onError: (error, { key, on }) => {
      put(key, !on);
      showCallError(error);
    },
  });
}

/** Blocked users, newest first, paged by the last row's id (SPEC §4 "Feeds"). */
export function useBlockedUsersFeed() {
  const fetchPage = useCallback(async (cursor: FeedCursor, signal: AbortSignal) => {
    const response = await callApi(blockedUsers, { last_id: cursor.last_id }, { signal });
    return { items: response.users, limit: response.limit };
  }, []);
  return useFeed<ListedUser>({
    queryKey: settingsKeys.blocked(),
    fetchPage,
    getId: (row) => row.id,
    newer: false,
  });
}
