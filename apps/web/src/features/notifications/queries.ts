import type { Notification } from '@qurio/contract';
import { notifications } from '@qurio/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { callApi } from '../../api/client';
import { getSession, subscribeSession } from '../../lib/session-store';
import { useSession } from '../../lib/useSession';
import { type FeedCursor, useFeed } from '../../ui/feed/useFeed';
import { useLiveConnected } from '../live/live-state';
import { POLL_MS } from '../questions/queries';
import { notificationKeys } from './keys';

const notificationId = (item: Notification) => item.id;

/**
 * `/notifications`: newest first, older pages by last id, newer ones into the buffer: fetched when
 * the live stream tells of one, polled while it is down.
 */
export function useNotificationsFeed() {
  const live = useLiveConnected();
  const fetchPage = useCallback(async (cursor: FeedCursor, signal: AbortSignal) => {
    const response = await callApi(notifications, cursor, { signal });
    return { items: response.notifications, limit: response.limit };
  }, []);
  return useFeed<Notification>({
    queryKey: notificationKeys.feed(),
    fetchPage,
    getId: notificationId,
    pollMs: live ? 0 : POLL_MS,
  });
}

/**
 * SPEC §4: a buffer of notifications counts as new only if its first n_date differs from the
 * first one shown; otherwise it is nothing the reader has not seen.
 */
export function newNotifications(buffered: Notification[], shown: Notification[]): Notification[] {
  const first = buffered[0];
  if (!first || first.n_date === shown[0]?.n_date) return [];
  return buffered;
}

/** The header shows the dot while the newest notification is not the newest one seen. */
export function hasUnseen(latestDate: string | null | undefined, seenDate: string | null): boolean {
  return typeof latestDate === 'string' && latestDate !== seenDate;
}

/** Local-storage key of the n_date each member last saw on /notifications, by user id. */
export const SEEN_KEY = 'qurio:notifications-seen';

function readSeen(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const seenListeners = new Set<() => void>();

function getSeen(): string | null {
  const id = getSession()?.id;
  if (id === undefined) return null;
  const value = readSeen()[String(id)];
  return typeof value === 'string' ? value : null;
}

/** Records that the member has seen everything up to the notification dated `nDate`. */
export function markNotificationsSeen(nDate: string): void {
  const id = getSession()?.id;
  if (id === undefined || getSeen() === nDate) return;
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify({ ...readSeen(), [String(id)]: nDate }));
  } catch {
    // Without storage the dot simply shows until the next visit to /notifications.
  }
  for (const listener of seenListeners) listener();
}

function subscribeSeen(listener: () => void): () => void {
  seenListeners.add(listener);
  const unsubscribe = subscribeSession(listener);
  return () => {
    seenListeners.delete(listener);
    unsubscribe();
  };
}

/**
 * The header's "new" indicator: the newest n_date compared with the last one seen, so the dot
 * appears only when that first n_date changes, and it outlives a reload. The live stream keeps the
 * newest date current (its stats and notifications); while it is down the first page is polled
 * every 30 s when the page is visible.
 */
export function useHasNewNotifications(): boolean {
  const member = useSession() !== null;
  const live = useLiveConnected();
  const latest = useQuery({
    queryKey: notificationKeys.latest(),
    enabled: member,
    refetchInterval: live ? false : POLL_MS,
    staleTime: live ? Number.POSITIVE_INFINITY : POLL_MS,
    queryFn: ({ signal }) =>
      callApi(notifications, {}, { signal }).then((response) => response.notifications[0]?.n_date ?? null),
  });
  const seen = useSyncExternalStore(subscribeSeen, getSeen, getSeen);
  return hasUnseen(latest.data, seen);
}
