import type { LiveEvent } from '@qurio/contract/routes';
import { refreshNewer } from '@qurio/queries';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { feedKeys } from '../feeds/feed-keys';

type Stats = { followersCount: number; pendingAnswersCount: number };

/**
 * What each event changes in the cache, where the screens already read it (as the web's
 * features/live/useLiveUpdates.ts does): the Inbox tab's count and the Notifications tab's dot at
 * once; the inbox, notifications and Home through their "new" buffers, fetched now instead of at
 * the next poll, so nothing moves under the reader's thumb.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'stats': {
      const { lastNotificationDate, ...counts } = event.data;
      // A fetch of either still on its way was asked before this event: its answer would be older.
      void queryClient.cancelQueries({ queryKey: feedKeys.stats, exact: true });
      void queryClient.cancelQueries({ queryKey: feedKeys.notificationsLatest, exact: true });
      queryClient.setQueryData<Stats>(feedKeys.stats, counts);
      queryClient.setQueryData<string | null>(feedKeys.notificationsLatest, lastNotificationDate);
      return;
    }
    case 'notification':
      queryClient.setQueryData<string | null>(feedKeys.notificationsLatest, (latest) =>
        latest && latest > event.data.n_date ? latest : event.data.n_date,
      );
      refreshNewer(queryClient, feedKeys.notifications);
      return;
    case 'answer':
      refreshNewer(queryClient, feedKeys.timeline);
      return;
  }
}

/**
 * Fetches the inbox's "new" buffer whenever the pending count grows, whichever answer brought the
 * new count: an event, or the stats fetch after a navigation (the web's live.test.tsx showed that
 * comparing within the event alone misses the growth a fetch landed first).
 */
export function refreshInboxWhenPendingGrows(queryClient: QueryClient): () => void {
  const statsHash = hashKey(feedKeys.stats);
  let known = queryClient.getQueryData<Stats>(feedKeys.stats)?.pendingAnswersCount;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== statsHash) return;
    const count = (event.query.state.data as Stats | undefined)?.pendingAnswersCount;
    if (count === undefined) return;
    if (known === undefined ? count > 0 : count > known) refreshNewer(queryClient, feedKeys.inbox);
    known = count;
  });
}
