import * as routes from '@qurio/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../../api/client';
import { deviceStore } from '../../lib/device-store';
import { feedKeys, POLL_MS } from '../feeds/feed-keys';
import { useFallbackPoll } from '../live/live-state';

/**
 * The n_date of the newest notification each member has seen on the Notifications tab, kept on
 * the device (as the web keeps it in local storage) so the tab's dot stays out after a restart.
 * `undefined`: not read from the device yet; `null`: nothing seen yet.
 */
const seen = new Map<number, string | null>();
const listeners = new Set<() => void>();

const storageKey = (userId: number) => `qurio.notifications-seen.${userId}`;

function emit(): void {
  for (const listener of listeners) listener();
}

function load(userId: number): void {
  if (seen.has(userId)) return;
  deviceStore
    .get(storageKey(userId))
    .catch(() => null)
    .then((value) => {
      if (seen.has(userId)) return;
      seen.set(userId, value);
      emit();
    });
}

/** Records that the member has seen everything up to the notification dated `nDate`. */
export function markNotificationsSeen(userId: number, nDate: string): void {
  if (seen.get(userId) === nDate) return;
  seen.set(userId, nDate);
  emit();
  // Without storage the dot simply shows again after the next start.
  deviceStore.set(storageKey(userId), nDate).catch(() => undefined);
}

function useSeenDate(userId: number | undefined): string | null | undefined {
  useEffect(() => {
    if (userId !== undefined) load(userId);
  }, [userId]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (userId === undefined ? undefined : seen.get(userId)),
  );
}

/**
 * The Notifications tab's dot: the newest notification's date (from the live stream, or polled
 * every 30 s while it is not open) differs from
 * the newest one seen (SPEC §4: only a changed first n_date counts as new).
 */
export function useHasUnseenNotifications(userId: number | undefined): boolean {
  const latest = useQuery({
    queryKey: feedKeys.notificationsLatest,
    enabled: userId !== undefined,
    refetchInterval: useFallbackPoll(POLL_MS),
    staleTime: 0,
    queryFn: () => api.call(routes.notifications, {}).then((page) => page.notifications[0]?.n_date ?? null),
  });
  const seenDate = useSeenDate(userId);
  return typeof latest.data === 'string' && seenDate !== undefined && latest.data !== seenDate;
}
