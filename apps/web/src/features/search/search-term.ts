import { LIMITS } from '@qurio/contract/limits';
import { useEffect, useState } from 'react';
import { pathTo } from '../../lib/paths';

/** SPEC §4 "Search": nothing is searched under two characters. */
export function isSearchable(term: string): boolean {
  return term.length >= LIMITS.searchMin;
}

/**
 * The typed text as a search term: trimmed, and applied only after a 500 ms pause in typing, so
 * one search runs per pause rather than one per key.
 */
export function useDebouncedTerm(text: string, delayMs: number = LIMITS.searchDebounceMs): string {
  const [term, setTerm] = useState(() => text.trim());
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, delayMs]);
  return term;
}

/** `/search/{term}`, the '#' of a hashtag encoded (`/search/%23tag`); `/search` without a term. */
export function searchPath(term: string): string {
  const trimmed = term.trim();
  return trimmed ? pathTo('Search', { term: trimmed }) : pathTo('Search');
}
