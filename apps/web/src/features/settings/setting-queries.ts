import type { BlockedAsker, ListedUser, MutedWord, SentQuestion, SignedInSession } from '@qurio/contract';
import type { AccountSettingKey, MailMode, MailSettingKey, NotificationSettingKey } from '@qurio/contract/limits';
import {
  accountSettings,
  blockedAskers,
  blockedUsers,
  mutedWords,
  notificationSettings,
  type RouteResponse,
  sentQuestions,
  sessions,
} from '@qurio/contract/routes';
import { questionKeys } from '@qurio/queries';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../api/client';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';
import { settingsKeys } from './keys';

export type ToggleGroup = 'account' | 'notification';
export type ToggleKey = AccountSettingKey | NotificationSettingKey;
export type Flags = Partial<Record<ToggleKey, boolean>>;

/**
 * A group's settings as the server answers them, kept whole in the cache: the notification group
 * also carries the e-mail settings (`useMailSettings`), so one request serves both cards.
 */
export type SettingsData = { settings: Flags } & Partial<
  Pick<RouteResponse<typeof notificationSettings>, 'mail' | 'email_verified'>
>;

function settingsQuery(group: ToggleGroup) {
  return {
    queryKey: settingsKeys[group](),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<SettingsData> =>
      group === 'account'
        ? callApi(accountSettings, undefined, { signal })
        : callApi(notificationSettings, undefined, { signal }),
  };
}

/** The account group whole: its switches and the asking rules (AskingRules.tsx). */
export function accountSettingsQuery() {
  return {
    queryKey: settingsKeys.account(),
    queryFn: ({ signal }: { signal: AbortSignal }) => callApi(accountSettings, undefined, { signal }),
  };
}

/** The switches of one group, as the server has them. */
export function useToggleSettings(group: ToggleGroup) {
  return useQuery({ ...settingsQuery(group), select: (data) => data.settings });
}

export type MailModes = Record<MailSettingKey, MailMode>;

/** E-mail per kind of notification, whether the address is confirmed, and the in-app switches. */
export function useMailSettings() {
  return useQuery({
    ...settingsQuery('notification'),
    select: (data) => ({
      mail: data.mail as MailModes,
      emailVerified: data.email_verified === true,
      flags: data.settings,
    }),
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

/** Where the member is signed in: this session first, then the others, newest sign-in first. */
export function useSessionsQuery() {
  return useQuery<SignedInSession[]>({
    queryKey: settingsKeys.sessions(),
    queryFn: async ({ signal }) => (await callApi(sessions, undefined, { signal })).sessions,
  });
}

/**
 * The questions the member sent (issue 33), newest first, paged by the last row's id: each with its
 * recipient and whether it is on its way, delivered or answered. Only the member sees it.
 */
export function useSentQuestionsFeed() {
  const fetchPage = useCallback(async (cursor: FeedCursor, signal: AbortSignal) => {
    const response = await callApi(sentQuestions, { last_id: cursor.last_id }, { signal });
    return { items: response.questions, limit: response.limit };
  }, []);
  return useFeed<SentQuestion>({
    queryKey: questionKeys.sent(),
    fetchPage,
    getId: (row) => row.id,
    newer: false,
  });
}
