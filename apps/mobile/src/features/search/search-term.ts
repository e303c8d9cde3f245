import { LIMITS } from '@qurio/contract/limits';
import { useEffect, useState } from 'react';

/** SPEC §4 "Search": nothing is searched under two characters. */
export function isSearchable(term: string): boolean {
  return term.length >= LIMITS.searchMin;
}

/** The typed text, trimmed, applied only after a 500 ms pause in typing (one search per pause). */
export function useDebouncedTerm(text: string, delayMs: number = LIMITS.searchDebounceMs): string {
  const [term, setTerm] = useState(() => text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return term;
}

/** Where a search for `term` opens (a hashtag keeps its '#': the server searches the tag). */
export function searchHref(term: string) {
  return { pathname: '/search', params: { term } } as const;
}
