import { applyLiveEvent, questionKeys, refreshInboxWhenPendingGrows, refreshNewer } from '@qurio/queries';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../lib/useSession';
import { listenLive } from './connection';

/**
 * Keeps the member's live stream open while the member layout is on screen and applies its
 * events (applyLiveEvent of @qurio/queries, the app's too). Notifications missed while it was down
 * are replayed by the server; the timeline has no replay, so its buffer is looked at again when
 * the stream comes back.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const member = useSession() !== null;
  useEffect(() => {
    if (!member) return;
    return refreshInboxWhenPendingGrows(queryClient);
  }, [member, queryClient]);
  useEffect(() => {
    if (!member) return;
    return listenLive({
      onEvent: (event) => applyLiveEvent(queryClient, event),
      onResume: () => void refreshNewer(queryClient, questionKeys.timeline()),
    });
  }, [member, queryClient]);
}
