/**
 * The search history (SPEC §3 "Search history item"), one set of rules for both apps behind a
 * storage adapter: the web keeps it in localStorage, the app in its device store. A list per
 * member (the guest's under -1), newest first, at most HISTORY_SIZE, a term kept once whatever
 * its letter case, a person's name and picture refreshed when their profile loads.
 */

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

/** What the history keeps of a person picked from the results or seen on a profile. */
export interface HistoryPerson {
  id: number;
  username: string;
  fullname: string;
  image: string | null;
}

export function isHistoryEntry(value: unknown): value is SearchHistoryEntry {
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

/** Whatever was stored, checked entry by entry: a damaged record loses only what is damaged. */
export function parseHistory(stored: unknown): SearchHistoryEntry[] {
  return Array.isArray(stored) ? stored.filter(isHistoryEntry).slice(0, HISTORY_SIZE) : [];
}

const sameTerm = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/** Puts a search on top; the same term in other letter case is replaced, not repeated. */
export function addToHistory(list: SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const term = entry.term.trim();
  if (!term) return [...list];
  return [{ ...entry, term }, ...list.filter((item) => !sameTerm(item.term, term))].slice(0, HISTORY_SIZE);
}

export function removeFromHistory(list: SearchHistoryEntry[], term: string): SearchHistoryEntry[] {
  return list.filter((item) => !sameTerm(item.term, term));
}

/** A person as a history entry: the term is the username, so a person is kept once. */
export function personEntry(user: HistoryPerson): SearchHistoryEntry {
  return { term: user.username, id: user.id, username: user.username, name: user.fullname, image: user.image };
}

/**
 * SPEC §3: a person's name and picture as their profile shows them now; entries of other people
 * are left alone. Null when nothing changed, so nothing is written.
 */
export function refreshPerson(list: SearchHistoryEntry[], user: HistoryPerson): SearchHistoryEntry[] | null {
  const same = (item: SearchHistoryEntry) => item.username !== undefined && sameTerm(item.username, user.username);
  const stale = list.some(
    (item) =>
      same(item) && (item.name !== user.fullname || item.image !== user.image || item.username !== user.username),
  );
  if (!stale) return null;
  return list.map((item) =>
    same(item) ? { ...item, id: user.id, username: user.username, name: user.fullname, image: user.image } : item,
  );
}

/**
 * Where a platform keeps each member's list. `read` may answer at once (localStorage) or later
 * (the app's device store); it returns what was stored, parsed or not yet checked.
 */
export interface HistoryStorage {
  read(owner: number): unknown | Promise<unknown>;
  write(owner: number, list: SearchHistoryEntry[]): void | Promise<void>;
}

/** What `get` answers while an asynchronous store reads: one array, so it reads as unchanged. */
const EMPTY: SearchHistoryEntry[] = [];

const isPromise = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * The history of every member on this device over a storage adapter: lists are read once and
 * kept, so `get` returns the same array until the list changes (what `useSyncExternalStore`
 * needs). A failed read is an empty history and a failed write is ignored: the history is a
 * convenience, searching works without it.
 */
export function createSearchHistory(storage: HistoryStorage) {
  const lists = new Map<number, SearchHistoryEntry[]>();
  const loading = new Set<number>();
  const listeners = new Set<() => void>();
  const publish = () => {
    for (const listener of listeners) listener();
  };

  function read(owner: number): unknown | Promise<unknown> {
    try {
      return storage.read(owner);
    } catch {
      return [];
    }
  }

  /** The member's list, newest first; empty while an asynchronous store is still reading. */
  function get(owner: number): SearchHistoryEntry[] {
    const known = lists.get(owner);
    if (known) return known;
    const stored = read(owner);
    if (!isPromise(stored)) {
      const list = parseHistory(stored);
      lists.set(owner, list);
      return list;
    }
    if (!loading.has(owner)) {
      loading.add(owner);
      stored
        .catch(() => [])
        .then((value) => {
          loading.delete(owner);
          // A change made while reading wins over what was read.
          if (!lists.has(owner)) lists.set(owner, parseHistory(value));
          publish();
        });
    }
    return EMPTY;
  }

  function change(owner: number, next: (list: SearchHistoryEntry[]) => SearchHistoryEntry[] | null): void {
    const updated = next(get(owner));
    if (!updated) return;
    lists.set(owner, updated);
    try {
      const written = storage.write(owner, updated);
      if (isPromise(written)) written.catch(() => undefined);
    } catch {
      // Storage full or disabled: the list stays for this session.
    }
    publish();
  }

  return {
    get,
    /** Resolves once the member's list is read (at once for a synchronous store). */
    async load(owner: number): Promise<SearchHistoryEntry[]> {
      const stored = await read(owner);
      if (!lists.has(owner)) lists.set(owner, parseHistory(stored));
      return lists.get(owner) ?? EMPTY;
    },
    add: (owner: number, entry: SearchHistoryEntry) => change(owner, (list) => addToHistory(list, entry)),
    rememberPerson: (owner: number, user: HistoryPerson) =>
      change(owner, (list) => addToHistory(list, personEntry(user))),
    remove: (owner: number, term: string) => change(owner, (list) => removeFromHistory(list, term)),
    refreshPerson: (owner: number, user: HistoryPerson) => change(owner, (list) => refreshPerson(list, user)),
    /**
     * Forgets what was read (another tab wrote the store): the next `get` reads again. `notify`
     * false when called while rendering, where telling subscribers would re-render in render.
     */
    reload(notify = true): void {
      lists.clear();
      if (notify) publish();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SearchHistoryStore = ReturnType<typeof createSearchHistory>;
