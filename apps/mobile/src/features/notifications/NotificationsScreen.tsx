import * as routes from '@qurio/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { Screen } from '../../ui/Screen';
import { FeedList } from '../feeds/FeedList';
import { feedKeys, POLL_MS } from '../feeds/feed-keys';
import { useCheckWhenRefocused, useCursorFeed } from '../feeds/useCursorFeed';
import { useFallbackPoll } from '../live/live-state';
import { useSession } from '../session/SessionProvider';
import { type NotificationItem, NotificationRow } from './NotificationRow';
import { markNotificationsSeen } from './notifications-seen';

/**
 * SPEC §4: a buffer of notifications counts as new only if its first n_date differs from the
 * first one shown; otherwise it is nothing the reader has not seen.
 */
export function newNotifications(buffered: NotificationItem[], shown: NotificationItem[]): NotificationItem[] {
  const first = buffered[0];
  if (!first || first.n_date === shown[0]?.n_date) return [];
  return buffered;
}

/** Follows, answers to the member's questions and likes, newest first; newer ones wait behind a button. */
export function NotificationsScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const feed = useCursorFeed(
    feedKeys.notifications,
    async (cursor, signal) => {
      const page = await api.call(routes.notifications, cursor, { signal });
      return { items: page.notifications, limit: page.limit };
    },
    // Live events fetch the buffer at once; the poll is the fallback while the stream is not open.
    { newer: true, pollMs: useFallbackPoll(POLL_MS) },
  );
  useCheckWhenRefocused(feed.checkNewer);
  const firstDate = feed.items[0]?.n_date;
  const userId = user?.id;

  // What is on screen has been seen: the tab's dot goes out, and stays out after a restart.
  useEffect(() => {
    if (!firstDate || userId === undefined) return;
    markNotificationsSeen(userId, firstDate);
    queryClient.setQueryData<string | null>(feedKeys.notificationsLatest, (latest) =>
      latest && latest > firstDate ? latest : firstDate,
    );
  }, [firstDate, userId, queryClient]);

  const buffered = useMemo(() => newNotifications(feed.buffered, feed.items), [feed.buffered, feed.items]);
  return (
    <Screen>
      <FeedList
        feed={feed}
        label={t('notifications.listLabel')}
        renderItem={(item) => <NotificationRow item={item} />}
        skeleton="row"
        empty={{ title: t('notifications.emptyTitle'), text: t('notifications.emptyText') }}
        newer={{
          count: buffered.length,
          label: t('notifications.newer', { count: buffered.length }),
          onPress: feed.mergeNewer,
        }}
      />
    </Screen>
  );
}
