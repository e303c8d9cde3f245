/**
 * What each tab of the search results shows (SPEC §2), the same on the web and in the app. A
 * search for a name finds people, not answers: Top shows the first people found above its
 * answers (the People tab's own first page, one request and one cache entry for both), so a name
 * searched on Top never reads "No answers match" alone (the web's fix of issue 15, carried to the
 * app in issue 30).
 */
export const SEARCH_TABS = ['top', 'latest', 'people'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

/** People shown above the top answers; the People tab has them all. */
export const PEOPLE_ON_TOP = 3;

/** The contract caps `page` at 25 for the people and top tabs. */
export const SEARCH_MAX_PAGE = 25;

export interface SearchSections {
  /** `all`: the people are the tab; `first`: the first PEOPLE_ON_TOP above the answers. */
  people: 'all' | 'first' | 'none';
  answers: boolean;
}

export function searchSections(tab: SearchTab): SearchSections {
  if (tab === 'people') return { people: 'all', answers: false };
  return { people: tab === 'top' ? 'first' : 'none', answers: true };
}

/** The people a tab shows above its answers: none while loading or when nobody matches. */
export function peopleAbove<T>(tab: SearchTab, people: readonly T[]): T[] {
  return searchSections(tab).people === 'first' ? people.slice(0, PEOPLE_ON_TOP) : [];
}
