import type { BlockedAsker, ListedUser, MutedWord } from '@qurio/contract';
import type { AccountSettingKey, NotificationSettingKey } from '@qurio/contract/limits';
import { accountSettings, blockedAskers, blockedUsers, mutedWords, notificationSettings } from '@qurio/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';
import { settingsKeys } from './keys';

export type ToggleGroup = 'account' | 'notification';
export type ToggleKey = AccountSettingKey | NotificationSettingKey;
export type Flags = Partial<Record<ToggleKey, boolean>>;

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

/**
 * The askers the member blocked from a question (issue 16), newest first, paged by the last
 * entry's id: "Anonymous asker", the date and the question, never who asked.
 */
export function useBlockedAskersFeed() {
  const fetchPage = useCallback(async (cursor: FeedCursor, signal: AbortSignal) => {
    const response = await callApi(blockedAskers, { last_id: cursor.last_id }, { signal });
    return { items: response.askers, limit: response.limit };
  }, []);
  return useFeed<BlockedAsker>({
    queryKey: settingsKeys.blockedAskers(),
    fetchPage,
    getId: (row) => row.id,
    newer: false,
  });
}

/** The member's muted words and phrases, oldest first (`mutedWords`). */
export function useMutedWordsQuery() {
  return useQuery<MutedWord[]>({
    queryKey: settingsKeys.mutedWords(),
    queryFn: async ({ signal }) => (await callApi(mutedWords, undefined, { signal })).words,
  });
}
