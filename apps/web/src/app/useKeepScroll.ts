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

  useLayoutEffect(() => {
    current.current = { pathname, keep };
    const stored = keep ? positions.get(pathname) : undefined;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, stored !== undefined && stored <= max ? stored : 0);
  }, [pathname, keep]);
}
