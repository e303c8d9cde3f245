import { useEffect, useSyncExternalStore } from 'react';
import { deviceStore } from '../../lib/device-store';

/** SPEC §3: a guest's history is kept under the id -1. */
export const GUEST_ID = -1;
/** Enough to find a recent search again; older ones fall off the end (as on the web). */
export const HISTORY_SIZE = 10;

/** SPEC §3 "Search history item": a term, and for a person also username, name and image. */
export interface SearchHistoryEntry {
  term: string;
  id?: number;
  username?: string;
  name?: string;
  image?: string | null;
}

// One small record per member, so the store never holds another member's searches in memory.
const keyOf = (owner: number) => `qurio.searchHistory.${owner}`;
const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

let owner = GUEST_ID;
let entries: SearchHistoryEntry[] = [];
const listeners = new Set<() => void>();

function publish(next: SearchHistoryEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

function isEntry(value: unknown): value is SearchHistoryEntry {
  return typeof value === 'object' && value !== null && typeof (value as { term?: unknown }).term === 'string';
}

/** Reads the member's history from the device; a damaged record is an empty history. */
async function load(userId: number): Promise<void> {
  owner = userId;
  let stored: SearchHistoryEntry[] = [];
  try {
    const parsed: unknown = JSON.parse((await deviceStore.get(keyOf(userId))) ?? '[]');
    if (Array.isArray(parsed)) stored = parsed.filter(isEntry);
  } catch {
    stored = [];
  }
  if (owner === userId) publish(stored);
}

function save(next: SearchHistoryEntry[]): void {
  publish(next);
  // The history is a convenience: a failed write leaves searching working.
  deviceStore.set(keyOf(owner), JSON.stringify(next)).catch(() => undefined);
}

/** Puts a search on top; the same term in other letter case is replaced, not repeated. */
export function addSearchHistory(entry: SearchHistoryEntry): void {
  const term = entry.term.trim();
  if (!term) return;
  save([{ ...entry, term }, ...entries.filter((item) => !sameTerm(item.term, term))].slice(0, HISTORY_SIZE));
}

/** A person picked from the results: the term is the username, so a person is kept once. */
export function rememberPerson(user: { id: number; username: string; fullname: string; image: string | null }): void {
  addSearchHistory({
    term: user.username,
    id: user.id,
    username: user.username,
    name: user.fullname,
    image: user.image,
  });
}

export function removeSearchHistory(term: string): void {
  save(entries.filter((item) => !sameTerm(item.term, term)));
}

/**
 * SPEC §3: a person's name and picture in the history are refreshed when their profile loads (the
 * profile screen calls this with what it received); nothing is written when nothing changed.
 */
export function refreshHistoryProfile(user: {
  id: number;
  username: string;
  fullname: string;
  image: string | null;
}): void {
  const same = (item: SearchHistoryEntry) => item.username !== undefined && sameTerm(item.username, user.username);
  const stale = entries.some(
    (item) =>
      same(item) && (item.name !== user.fullname || item.image !== user.image || item.username !== user.username),
  );
  if (!stale) return;
  save(
    entries.map((item) =>
      same(item) ? { ...item, id: user.id, username: user.username, name: user.fullname, image: user.image } : item,
    ),
  );
}

/** The history of the member `userId` (GUEST_ID when signed out), newest first. */
export function useSearchHistory(userId: number | undefined): SearchHistoryEntry[] {
  const id = userId ?? GUEST_ID;
  useEffect(() => {
    void load(id);
  }, [id]);
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => entries,
  );
  return owner === id ? list : [];
}
