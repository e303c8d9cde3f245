import { describe, expect, it } from 'vitest';
import { PEOPLE_ON_TOP, peopleAbove, SEARCH_TABS, searchSections } from './search-tabs.js';

describe('search tabs', () => {
  it('shows people first on Top, only people on People, only answers on Latest', () => {
    expect(SEARCH_TABS.map((tab) => [tab, searchSections(tab)])).toEqual([
      ['top', { people: 'first', answers: true }],
      ['latest', { people: 'none', answers: true }],
      ['people', { people: 'all', answers: false }],
    ]);
  });

  it(`puts the first ${PEOPLE_ON_TOP} people found above the top answers, and nobody elsewhere`, () => {
    const people = ['ada', 'bo', 'cy', 'di', 'ed'];
    expect(peopleAbove('top', people)).toEqual(people.slice(0, PEOPLE_ON_TOP));
    expect(peopleAbove('top', [])).toEqual([]);
    expect(peopleAbove('latest', people)).toEqual([]);
    expect(peopleAbove('people', people)).toEqual([]);
  });
});
