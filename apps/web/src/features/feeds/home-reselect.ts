import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pathTo } from '../../lib/paths';

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * SPEC §2: pressing Home while already on Home fetches new timeline questions. The header's Home
 * link calls this on click; the timeline listens. A tiny event rather than shared state, because
 * the press is a moment, not a value.
 */
export function useHomeLinkClick(): () => void {
  const { pathname } = useLocation();
  return useCallback(() => {
    if (pathname !== pathTo('Home')) return;
    for (const listener of listeners) listener();
  }, [pathname]);
}

/** Runs `onReselect` each time Home is pressed while Home is shown. */
export function useOnHomeReselect(onReselect: Listener): void {
  const latest = useRef(onReselect);
  latest.current = onReselect;
  useEffect(() => {
    const listener = () => latest.current();
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
