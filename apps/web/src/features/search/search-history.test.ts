import type { SessionUser } from '@qurio/contract';
import { describe, expect, it } from 'vitest';
import { endSession, setSession } from '../../lib/session-store';
import {
  addSearchHistory,
  GUEST_ID,
  getSearchHistory,
  HISTORY_SIZE,
  refreshHistoryProfile,
  rememberPerson,
  removeSearchHistory,
  SEARCH_HISTORY_KEY,
} from './search-history';

function signIn(id: number): void {
  const session: SessionUser = {
    access_token: `token${id}`,
    id,
    username: `member${id}`,
    fullname: '',
    email: `member${id}@example.com`,
    email_verified: false,
    consent_required: false,
    image: null,
    cover: null,
    bio: '',
    lang: 'en',
    verified: false,
  };
  setSession(session);
}

const terms = () => getSearchHistory().map((entry) => entry.term);

describe('search history', () => {
  it('keeps the newest search first', () => {
    signIn(7);
    addSearchHistory({ term: 'coffee' });
    addSearchHistory({ term: 'tea' });
    addSearchHistory({ term: '#books' });
    expect(terms()).toEqual(['#books', 'tea', 'coffee']);
  });

  it('stores the trimmed term and ignores blank ones', () => {
    signIn(7);
    addSearchHistory({ term: '  coffee  ' });
    addSearchHistory({ term: '   ' });
    expect(terms()).toEqual(['coffee']);
  });

  it('de-duplicates case-insensitively by term, moving the search to the top in its latest spelling', () => {
    signIn(7);
    addSearchHistory({ term: 'Coffee' });
    addSearchHistory({ term: 'tea' });
    addSearchHistory({ term: 'COFFEE' });
    expect(terms()).toEqual(['COFFEE', 'tea']);
  });

  it(`keeps at most ${HISTORY_SIZE} searches`, () => {
    signIn(7);
    for (let i = 1; i <= HISTORY_SIZE + 3; i += 1) addSearchHistory({ term: `term${i}` });
    expect(terms()).toHaveLength(HISTORY_SIZE);
    expect(terms()[0]).toBe(`term${HISTORY_SIZE + 3}`);
  });

  it('removes one item, whatever its letter case', () => {
    signIn(7);
    addSearchHistory({ term: 'coffee' });
    addSearchHistory({ term: 'tea' });
    removeSearchHistory('TEA');
    expect(terms()).toEqual(['coffee']);
  });

  it('keeps one list per user id, and the guest list under -1', () => {
    signIn(1);
    addSearchHistory({ term: 'first member' });
    signIn(2);
    addSearchHistory({ term: 'second member' });
    expect(terms()).toEqual(['second member']);
    endSession('logout');
    addSearchHistory({ term: 'a guest' });
    expect(terms()).toEqual(['a guest']);

    const stored = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '{}');
    expect(Object.keys(stored).sort()).toEqual(['-1', '1', '2']);
    expect(getSearchHistory(1).map((entry) => entry.term)).toEqual(['first member']);
    expect(getSearchHistory(GUEST_ID).map((entry) => entry.term)).toEqual(['a guest']);
  });

  it('remembers a person with username, name and image, and refreshes them when their profile loads', () => {
    signIn(7);
    rememberPerson({ id: 42, username: 'ada', fullname: 'Ada', image: null });
    addSearchHistory({ term: 'tea' });
    expect(getSearchHistory()[1]).toEqual({ term: 'ada', id: 42, username: 'ada', name: 'Ada', image: null });

    refreshHistoryProfile({ id: 42, username: 'Ada', fullname: 'Ada Lovelace', image: 'ada.webp' });
    expect(getSearchHistory()).toEqual([
      { term: 'tea' },
      { term: 'ada', id: 42, username: 'Ada', name: 'Ada Lovelace', image: 'ada.webp' },
    ]);
  });

  it('survives a damaged record, keeping the entries that are still valid', () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify({ '7': [{ term: 'ok' }, { nope: 1 }, 'x'], '8': 'bad' }));
    expect(getSearchHistory(7)).toEqual([{ term: 'ok' }]);
    expect(getSearchHistory(8)).toEqual([]);
    localStorage.setItem(SEARCH_HISTORY_KEY, '{not json');
    expect(getSearchHistory(7)).toEqual([]);
  });
});
