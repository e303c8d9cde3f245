/** Local-storage key holding every member's history on this browser, by user id. */
export const SEARCH_HISTORY_KEY = 'qurio:search-history';

/**
 * Whether this browser keeps any search history, read without the history's code: a profile
 * loads that code (to refresh a kept person's name and picture) only when there is one.
 */
export function hasSearchHistory(): boolean {
  try {
    return localStorage.getItem(SEARCH_HISTORY_KEY) !== null;
  } catch {
    return false;
  }
}
