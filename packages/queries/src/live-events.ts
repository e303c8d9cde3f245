import type { LiveEvent } from '@qurio/contract/routes';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './account-keys';
import { refreshNewer } from './feed';
import { questionKeys, userKeys } from './keys';

type Stats = { followersCount: number; pendingAnswersCount: number };

/**
 * What each live event (`GET events`, @qurio/client's live hub) changes in either app's cache,
 * where the screens already read it: the header's (the tab bar's) counts and dot at once; the
 * inbox, notifications and timeline through their "new" buffers, fetched now instead of at the
 * next poll, so nothing moves under the reader's eyes.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent): void {
  switch (event.type) {
    case 'stats': {
      const { lastNotificationDate, ...counts } = event.data;
      // A fetch of either still on its way was asked before this event: its answer would be older.
      void queryClient.cancelQueries({ queryKey: userKeys.stats(), exact: true });
      void queryClient.cancelQueries({ queryKey: notificationKeys.latest(), exact: true });
      const before = queryClient.getQueryData<Stats>(userKeys.stats());
      queryClient.setQueryData<Stats>(userKeys.stats(), counts);
      queryClient.setQueryData<string | null>(notificationKeys.latest(), lastNotificationDate);
      // The web's left card shows the follower count from the member's own profile.
      if (before && counts.followersCount !== before.followersCount) {
        void queryClient.invalidateQueries({ queryKey: userKeys.me() });
      }
      return;
    }
    case 'notification':
      queryClient.setQueryData<string | null>(notificationKeys.latest(), (latest) =>
        latest && latest > event.data.n_date ? latest : event.data.n_date,
      );
      void refreshNewer(queryClient, notificationKeys.feed());
      return;
    case 'answer':
      void refreshNewer(queryClient, questionKeys.timeline());
      return;
  }
}

/**
 * Fetches the inbox's "new" buffer whenever the pending count grows, whichever answer brought the
 * new count: an event, or the stats fetch after a navigation. Compared only within the event, a
 * stats fetch that landed the new count first hid the growth, and the new question waited for a
 * poll that does not run while the stream is open (the web's live.test.tsx failed 1 run in 5).
 * Returns the unsubscribe.
 */
export function refreshInboxWhenPendingGrows(queryClient: QueryClient): () => void {
  const statsHash = hashKey(userKeys.stats());
  let known = queryClient.getQueryData<Stats>(userKeys.stats())?.pendingAnswersCount;
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== statsHash) return;
    const count = (event.query.state.data as Stats | undefined)?.pendingAnswersCount;
    if (count === undefined) return;
    // The first count known is growth too when it is not zero: an event that comes while the first
    // stats fetch is out cancels it, and what that fetch would have said is never known. The cost
    // is one look for newer questions when an inbox is open at start (live.test.tsx shows the race).
    if (known === undefined ? count > 0 : count > known) void refreshNewer(queryClient, questionKeys.inbox());
    known = count;
  });
}
