import * as routes from '@qurio/contract/routes';
import { type InfiniteData, type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { feedKeys, POLL_MS } from '../feeds/feed-keys';
import type { QuestionItem } from '../feeds/QuestionCard';
import type { CursorPage } from '../feeds/useCursorFeed';
import { useFallbackPoll } from '../live/live-state';

/**
 * Follower and pending-question counts (`stats`): the Inbox tab's badge. Set by the live stream's
 * `stats` events while it is open, polled like the web's inbox while it is not, and refreshed
 * after every navigation and when the app comes back to the foreground.
 */
export function useStatsQuery(enabled = true) {
  return useQuery({
    queryKey: feedKeys.stats,
    enabled,
    queryFn: () => api.call(routes.stats),
    refetchInterval: useFallbackPoll(POLL_MS),
    staleTime: 0,
  });
}

/** The site-wide questions for everyone the member has not answered yet (`preQuestions`). */
export function usePromptsQuery() {
  return useQuery({
    queryKey: feedKeys.prompts,
    queryFn: () => api.call(routes.preQuestions).then((response) => response.questions),
  });
}

/**
 * Takes an answered prompt out of the offered ones at once, then asks the server for the list: the
 * answered prompt must not wait on screen for that round trip (on a slow phone, or beside a busy
 * test run, it stayed more than 5 s).
 */
export function removePrompt(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<routes.RouteResponse<typeof routes.preQuestions>['questions']>(feedKeys.prompts, (prompts) =>
    prompts?.filter((prompt) => prompt.id !== id),
  );
  void queryClient.invalidateQueries({ queryKey: feedKeys.prompts });
}

type InboxData = InfiniteData<CursorPage<QuestionItem>>;

/** Takes a question out of the cached inbox; returns what was there, to put back on failure. */
export function removeFromInbox(queryClient: QueryClient, id: number): InboxData | undefined {
  const before = queryClient.getQueryData<InboxData>(feedKeys.inbox);
  queryClient.setQueryData<InboxData>(feedKeys.inbox, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })) }
      : data,
  );
  queryClient.setQueryData<{ followersCount: number; pendingAnswersCount: number }>(feedKeys.stats, (stats) =>
    stats ? { ...stats, pendingAnswersCount: Math.max(0, stats.pendingAnswersCount - 1) } : stats,
  );
  return before;
}
