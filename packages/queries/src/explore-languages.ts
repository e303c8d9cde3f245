/**
 * Explore's "All languages" switch (issue 34), one set of rules for both apps: off (`mine`, the
 * default), answers in the reader's language come first; on (`all`), every answer by rank alike.
 * Each app keeps the choice on the device (the web in localStorage, the app in its device store)
 * under EXPLORE_LANGUAGES_KEY, like the night mode.
 */
export type ExploreLanguages = 'mine' | 'all';

export const EXPLORE_LANGUAGES_KEY = 'qurio:explore-languages';

/** What was stored, read back: anything but `all` is the default. */
export function exploreLanguagesOf(stored: string | null | undefined): ExploreLanguages {
  return stored === 'all' ? 'all' : 'mine';
}

/** The explore call's part of the choice: `all_languages` only when on. */
export function exploreLanguagesInput(choice: ExploreLanguages): { all_languages?: true } {
  return choice === 'all' ? { all_languages: true } : {};
}
