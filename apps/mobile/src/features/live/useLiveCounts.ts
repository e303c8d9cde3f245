import { useHasUnseenNotifications } from '../notifications/notifications-seen';
import { useStatsQuery } from '../questions/inbox-queries';
import { useSession } from '../session/SessionProvider';

export interface LiveCounts {
  /** Questions waiting for the member's answer: the Inbox tab's count. */
  pending: number;
  /** A notification newer than the newest one seen: the Notifications tab's dot. */
  unseen: boolean;
}

/**
 * What the tab bar marks, kept current by the live stream's events at once (useLiveUpdates), or
 * by a poll every 30 s while the stream is not open.
 */
export function useLiveCounts(): LiveCounts {
  const { user } = useSession();
  const pending = useStatsQuery().data?.pendingAnswersCount ?? 0;
  const unseen = useHasUnseenNotifications(user?.id);
  return { pending, unseen };
}
