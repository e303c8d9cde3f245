import { describe, expect, it } from 'vitest';
import {
  addToHistory,
  createSearchHistory,
  GUEST_ID,
  HISTORY_SIZE,
  type HistoryStorage,
  parseHistory,
  refreshPerson,
  removeFromHistory,
  type SearchHistoryEntry,
} from './search-history.js';

const terms = (list: readonly SearchHistoryEntry[]) => list.map((entry) => entry.term);

/** A store in memory, answering at once (as localStorage does) or a turn later (as a device store). */
function memoryStorage(later = false) {
  const saved = new Map<number, unknown>();
  const storage: HistoryStorage = {
    read: (owner) => (later ? Promise.resolve(saved.get(owner) ?? null) : (saved.get(owner) ?? null)),
    write: (owner, list) => {
      saved.set(owner, JSON.parse(JSON.stringify(list)));
    },
  };
  return { saved, storage };
}

const ada = { id: 4, username: 'Ada', fullname: 'Ada L.', image: null };

describe('the rules of the search history', () => {
  it('keeps the newest search first, trimmed, and ignores blank ones', () => {
    let list = addToHistory([], { term: 'coffee' });
    list = addToHistory(list, { term: '  tea  ' });
    list = addToHistory(list, { term: '   ' });
    expect(terms(list)).toEqual(['tea', 'coffee']);
  });

  it('keeps a term once whatever its letter case, in its latest spelling, moved to the top', () => {
    let list = addToHistory([], { term: 'Coffee' });
    list = addToHistory(list, { term: 'tea' });
    list = addToHistory(list, { term: 'COFFEE' });
    expect(terms(list)).toEqual(['COFFEE', 'tea']);
  });

  it(`keeps at most ${HISTORY_SIZE} searches`, () => {
    let list: SearchHistoryEntry[] = [];
    for (let i = 1; i <= HISTORY_SIZE + 3; i += 1) list = addToHistory(list, { term: `term${i}` });
    expect(list).toHaveLength(HISTORY_SIZE);
    expect(list[0]?.term).toBe(`term${HISTORY_SIZE + 3}`);
  });

  it('removes a term whatever its letter case', () => {
    expect(terms(removeFromHistory([{ term: 'coffee' }, { term: 'tea' }], 'TEA'))).toEqual(['coffee']);
  });

  it('drops only the damaged entries of what was stored', () => {
    expect(
      parseHistory([{ term: 'ok' }, { term: 3 }, null, { term: 'x', id: 1.5 }, { term: 'p', image: null }]),
    ).toEqual([{ term: 'ok' }, { term: 'p', image: null }]);
    expect(parseHistory('not a list')).toEqual([]);
    expect(parseHistory(null)).toEqual([]);
  });

  it("refreshes a person's name and picture, and says when nothing changed", () => {
    const list = [{ term: 'ada', id: 4, username: 'ada', name: 'Old', image: null }, { term: 'tea' }];
    expect(refreshPerson(list, ada)).toEqual([
      { term: 'ada', id: 4, username: 'Ada', name: 'Ada L.', image: null },
      { term: 'tea' },
    ]);
    expect(refreshPerson([{ term: 'Ada', id: 4, username: 'Ada', name: 'Ada L.', image: null }], ada)).toBeNull();
  });
});

describe('the history over a storage adapter', () => {
  it('keeps one list per member and the guest list under -1, written through the adapter', () => {
    const { saved, storage } = memoryStorage();
    const history = createSearchHistory(storage);
    history.add(1, { term: 'first member' });
    history.add(2, { term: 'second member' });
    history.rememberPerson(GUEST_ID, ada);
    expect(terms(history.get(1))).toEqual(['first member']);
    expect(terms(history.get(2))).toEqual(['second member']);
    expect(saved.get(GUEST_ID)).toEqual([{ term: 'Ada', id: 4, username: 'Ada', name: 'Ada L.', image: null }]);
    // A second reader on the same storage (another tab, the next start) sees the same lists.
    expect(terms(createSearchHistory(storage).get(2))).toEqual(['second member']);
  });

  it('returns the same list until it changes, and tells subscribers when it does', () => {
    const history = createSearchHistory(memoryStorage().storage);
    let calls = 0;
    const unsubscribe = history.subscribe(() => {
      calls += 1;
    });
    const before = history.get(7);
    expect(history.get(7)).toBe(before);
    history.add(7, { term: 'coffee' });
    expect(history.get(7)).not.toBe(before);
    expect(calls).toBe(1);
    // Nothing to refresh: nothing written, nobody told.
    history.refreshPerson(7, ada);
    expect(calls).toBe(1);
    unsubscribe();
  });

  it('reads an asynchronous store once and publishes the list when it arrives', async () => {
    const { saved, storage } = memoryStorage(true);
    saved.set(3, [{ term: 'kept' }, { broken: true }]);
    const history = createSearchHistory(storage);
    const arrived = new Promise<void>((resolve) => history.subscribe(resolve));
    expect(history.get(3)).toEqual([]);
    await arrived;
    expect(terms(history.get(3))).toEqual(['kept']);
  });

  it('treats a store that throws as an empty history and keeps searching', () => {
    const history = createSearchHistory({
      read: () => {
        throw new Error('disabled');
      },
      write: () => {
        throw new Error('full');
      },
    });
    expect(history.get(1)).toEqual([]);
    history.add(1, { term: 'still works' });
    expect(terms(history.get(1))).toEqual(['still works']);
  });
});
