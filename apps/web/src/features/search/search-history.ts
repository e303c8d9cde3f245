import {
  createSearchHistory,
  GUEST_ID,
  type HistoryPerson,
  type HistoryStorage,
  type SearchHistoryEntry,
} from '@qurio/queries';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../lib/session-store';

import { SEARCH_HISTORY_KEY } from './history-key';

export { GUEST_ID, HISTORY_SIZE, type SearchHistoryEntry } from '@qurio/queries';
export { SEARCH_HISTORY_KEY };

/** Every member's list on this browser in one localStorage record, by user id. */
function readRecord(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The web's adapter of the shared history (the rules are in @qurio/queries, as for the app). */
const storage: HistoryStorage = {
  read: (owner) => readRecord()[String(owner)],
  write: (owner, list) => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify({ ...readRecord(), [owner]: list }));
  },
};

const history = createSearchHistory(storage);

// What localStorage held when the lists were last read: another tab (or a cleared storage)
// changes it, and then the lists are read again.
let seenRaw: string | null | undefined;
function syncWithStorage(notify: boolean): void {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SEARCH_HISTORY_KEY);
  } catch {
    // Storage disabled: the lists live in memory for this visit.
  }
  if (raw === seenRaw) return;
  seenRaw = raw;
  history.reload(notify);
}
history.subscribe(() => {
  // Our own writes are already in the lists.
  try {
    seenRaw = localStorage.getItem(SEARCH_HISTORY_KEY);
  } catch {
    seenRaw = null;
  }
});

function ownerOf(userId: number | undefined): number {
  return userId ?? getSession()?.id ?? GUEST_ID;
}

export function getSearchHistory(userId?: number): SearchHistoryEntry[] {
  syncWithStorage(false);
  return history.get(ownerOf(userId));
}

/** Puts a search on top; the same term in other letter case is replaced, not repeated. */
export function addSearchHistory(entry: SearchHistoryEntry, userId?: number): void {
  syncWithStorage(false);
  history.add(ownerOf(userId), entry);
}

/** Remembers a person picked from the results; the term is the username, so a person is kept once. */
export function rememberPerson(user: HistoryPerson): void {
  syncWithStorage(false);
  history.rememberPerson(ownerOf(undefined), user);
}

export function removeSearchHistory(term: string, userId?: number): void {
  syncWithStorage(false);
  history.remove(ownerOf(userId), term);
}

/**
 * SPEC §3: a person's name and picture in the history are refreshed when their profile loads.
 * The profile page calls this with the profile it received; nothing is written when nothing changed.
 */
export function refreshHistoryProfile(user: HistoryPerson, userId?: number): void {
  syncWithStorage(false);
  history.refreshPerson(ownerOf(userId), user);
}

function subscribe(listener: () => void): () => void {
  const unsubscribeHistory = history.subscribe(listener);
  const unsubscribeSession = subscribeSession(listener);
  // Another tab searching updates this one's list too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEARCH_HISTORY_KEY || event.key === null) syncWithStorage(true);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribeHistory();
    unsubscribeSession();
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in member's history (the guest's when signed out), newest first. */
export function useSearchHistory(): SearchHistoryEntry[] {
  return useSyncExternalStore(subscribe, getSearchHistory, getSearchHistory);
}
