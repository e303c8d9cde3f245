import {
  createSearchHistory,
  GUEST_ID,
  type HistoryPerson,
  type HistoryStorage,
  type SearchHistoryEntry,
} from '@qurio/queries';
import { useCallback, useSyncExternalStore } from 'react';
import { deviceStore } from '../../lib/device-store';

export { GUEST_ID, HISTORY_SIZE, type SearchHistoryEntry } from '@qurio/queries';

// One small record per member, so the store never holds another member's searches in memory.
const keyOf = (owner: number) => `qurio.searchHistory.${owner}`;

/** The app's adapter of the shared history (the rules are in @qurio/queries, as for the web). */
const storage: HistoryStorage = {
  read: async (owner) => JSON.parse((await deviceStore.get(keyOf(owner))) ?? '[]'),
  write: (owner, list) => deviceStore.set(keyOf(owner), JSON.stringify(list)),
};

const history = createSearchHistory(storage);

/** The member whose history the search screen shows last: the one the writes below go to. */
let owner = GUEST_ID;

/** Puts a search on top; the same term in other letter case is replaced, not repeated. */
export function addSearchHistory(entry: SearchHistoryEntry): void {
  history.add(owner, entry);
}

/** A person picked from the results: the term is the username, so a person is kept once. */
export function rememberPerson(user: HistoryPerson): void {
  history.rememberPerson(owner, user);
}

export function removeSearchHistory(term: string): void {
  history.remove(owner, term);
}

/**
 * SPEC §3: a person's name and picture in the history are refreshed when their profile loads (the
 * profile screen calls this with what it received); nothing is written when nothing changed.
 */
export function refreshHistoryProfile(user: HistoryPerson): void {
  history.refreshPerson(owner, user);
}

/** The history of the member `userId` (GUEST_ID when signed out), newest first. */
export function useSearchHistory(userId: number | undefined): SearchHistoryEntry[] {
  const id = userId ?? GUEST_ID;
  owner = id;
  const read = useCallback(() => history.get(id), [id]);
  return useSyncExternalStore(history.subscribe, read, read);
}
