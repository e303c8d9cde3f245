import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const positions = new Map<string, number>();

/**
 * SPEC §2: leaving a keep-scroll route stores its position; returning restores it unless it is
 * out of range, and every other navigation starts at the top.
 */
export function useKeepScroll(keep: boolean): void {
  const { pathname } = useLocation();
  const current = useRef({ pathname, keep });

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (current.current.keep) positions.set(current.current.pathname, window.scrollY);
      });
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, []);

  const first = useRef(true);
  useLayoutEffect(() => {
    current.current = { pathname, keep };
    // A page that just loaded is at the top already; measuring it here would force a layout of
    // the whole page in the middle of its first render.
    if (first.current) {
      first.current = false;
      return;
    }
    const stored = keep ? positions.get(pathname) : undefined;
    const max = stored === undefined ? 0 : document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, stored !== undefined && stored <= max ? stored : 0);
  }, [pathname, keep]);
}
