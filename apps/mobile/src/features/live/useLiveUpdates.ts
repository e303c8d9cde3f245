import { applyLiveEvent, refreshInboxWhenPendingGrows, refreshNewer } from '@qurio/queries';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { feedKeys } from '../feeds/feed-keys';
import { useSession } from '../session/SessionProvider';
import { listenLive } from './connection';

/**
 * Keeps the member's live stream (`GET /api/events`, the web's) open while they are signed in (and
 * owe no sign-up confirmation) and the app is in the foreground, and applies its events. Notifications missed while it was down
 * are replayed by the server; Home has no replay, so its buffer is looked at again on return.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  // A member who still owes the sign-up confirmations is refused the stream (CONSENT_REQUIRED), as
  // every call: it opens once they are given.
  const memberId = status === 'signedIn' && !user?.consent_required ? user?.id : undefined;
  useEffect(() => {
    if (memberId === undefined) return;
    return refreshInboxWhenPendingGrows(queryClient);
  }, [memberId, queryClient]);
  useEffect(() => {
    if (memberId === undefined) return;
    return listenLive({
      onEvent: (event) => applyLiveEvent(queryClient, event),
      onResume: () => void refreshNewer(queryClient, feedKeys.timeline),
    });
  }, [memberId, queryClient]);
}

/** Mounted once inside the session (AppProviders): renders nothing. */
export function LiveUpdates(): null {
  useLiveUpdates();
  return null;
}
