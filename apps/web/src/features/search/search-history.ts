import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '../../lib/session-store';

import { SEARCH_HISTORY_KEY } from './history-key';

export { SEARCH_HISTORY_KEY };
/** SPEC §3: a guest's history is kept under the id -1. */
export const GUEST_ID = -1;
/** Enough to find a recent search again; older ones fall off the end. */
export const HISTORY_SIZE = 10;

/** SPEC §3 "Search history item": a term, and for a person also username, name and image. */
export interface SearchHistoryEntry {
  term: string;
  /** The person's id: picks the default avatar when there is no image. */
  id?: number;
  username?: string;
  name?: string;
  image?: string | null;
}

type Histories = Record<string, SearchHistoryEntry[]>;

function isEntry(value: unknown): value is SearchHistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.term === 'string' &&
    (entry.id === undefined || Number.isInteger(entry.id)) &&
    (entry.username === undefined || typeof entry.username === 'string') &&
    (entry.name === undefined || typeof entry.name === 'string') &&
    (entry.image === undefined || entry.image === null || typeof entry.image === 'string')
  );
}

/** Whatever is stored is checked entry by entry: a damaged record loses only what is damaged. */
function readAll(): Histories {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const out: Histories = {};
    for (const [owner, list] of Object.entries(parsed)) {
      if (Array.isArray(list)) out[owner] = list.filter(isEntry);
    }
    return out;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();

function writeAll(histories: Histories): void {
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(histories));
  } catch {
    // Storage full or disabled: the history is a convenience, searching still works.
  }
  for (const listener of listeners) listener();
}

function ownerOf(userId: number | undefined): string {
  return String(userId ?? getSession()?.id ?? GUEST_ID);
}

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

export function getSearchHistory(userId?: number): SearchHistoryEntry[] {
  return readAll()[ownerOf(userId)] ?? [];
}

function update(userId: number | undefined, change: (list: SearchHistoryEntry[]) => SearchHistoryEntry[]): void {
  const histories = readAll();
  const owner = ownerOf(userId);
  histories[owner] = change(histories[owner] ?? []);
  writeAll(histories);
}

/** Puts a search on top; the same term in other letter case is replaced, not repeated. */
export function addSearchHistory(entry: SearchHistoryEntry, userId?: number): void {
  const term = entry.term.trim();
  if (!term) return;
  update(userId, (list) =>
    [{ ...entry, term }, ...list.filter((item) => !sameTerm(item.term, term))].slice(0, HISTORY_SIZE),
  );
}

/** Remembers a person picked from the results; the term is the username, so a person is kept once. */
export function rememberPerson(user: { id: number; username: string; fullname: string; image: string | null }): void {
  addSearchHistory({
    term: user.username,
    id: user.id,
    username: user.username,
    name: user.fullname,
    image: user.image,
  });
}

export function removeSearchHistory(term: string, userId?: number): void {
  update(userId, (list) => list.filter((item) => !sameTerm(item.term, term)));
}

/**
 * SPEC §3: a person's name and picture in the history are refreshed when their profile loads.
 * The profile page calls this with the profile it received; entries of other people are left
 * alone, and nothing is written when nothing changed.
 */
export function refreshHistoryProfile(
  user: { id: number; username: string; fullname: string; image: string | null },
  userId?: number,
): void {
  const list = getSearchHistory(userId);
  const stale = list.some(
    (item) =>
      item.username !== undefined &&
      sameTerm(item.username, user.username) &&
      (item.name !== user.fullname || item.image !== user.image || item.username !== user.username),
  );
  if (!stale) return;
  update(userId, (items) =>
    items.map((item) =>
      item.username !== undefined && sameTerm(item.username, user.username)
        ? { ...item, id: user.id, username: user.username, name: user.fullname, image: user.image }
        : item,
    ),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeSession = subscribeSession(listener);
  // Another tab searching updates this one's list too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SEARCH_HISTORY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    unsubscribeSession();
    window.removeEventListener('storage', onStorage);
  };
}

// useSyncExternalStore needs the same array back until something changed.
let snapshot: { raw: string | null; owner: string; list: SearchHistoryEntry[] } | null = null;

function getSnapshot(): SearchHistoryEntry[] {
  const raw = localStorage.getItem(SEARCH_HISTORY_KEY);
  const owner = ownerOf(undefined);
  if (!snapshot || snapshot.raw !== raw || snapshot.owner !== owner) {
    snapshot = { raw, owner, list: getSearchHistory() };
  }
  return snapshot.list;
}

/** The signed-in member's history (the guest's when signed out), newest first. */
export function useSearchHistory(): SearchHistoryEntry[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
