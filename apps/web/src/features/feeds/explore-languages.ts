import { EXPLORE_LANGUAGES_KEY, type ExploreLanguages, exploreLanguagesOf } from '@qurio/queries';
import { useSyncExternalStore } from 'react';

/**
 * Explore's "All languages" switch on this device (issue 34; the rules in @qurio/queries): kept in
 * localStorage like the night mode, read again by every tab that opens.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: ExploreLanguages | null = null;

export function readExploreLanguages(): ExploreLanguages {
  if (current === null) {
    try {
      current = exploreLanguagesOf(localStorage.getItem(EXPLORE_LANGUAGES_KEY));
    } catch {
      // Storage disabled, or the server's render: the default.
      current = 'mine';
    }
  }
  return current;
}

export function setExploreLanguages(choice: ExploreLanguages): void {
  current = choice;
  try {
    localStorage.setItem(EXPLORE_LANGUAGES_KEY, choice);
  } catch {
    // Storage disabled: the choice holds for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useExploreLanguages(): ExploreLanguages {
  return useSyncExternalStore(subscribe, readExploreLanguages, () => 'mine');
}
