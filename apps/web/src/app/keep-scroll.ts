import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

/** What the reader does that takes the scroll over. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
const GIVE_UP_MS = 2000;

/**
 * SPEC §2: a kept position is restored on return unless out of range. React Router's
 * ScrollRestoration restores it once, in the layout effect of the navigation's render; when part
 * of the screen comes a moment later (seen on a busy machine: /explore came back at 393 px
 * instead of 1 800), the page is still too short then and the browser clamps the position for
 * good. So, until the page is tall enough, the reader scrolls or 2 s have passed, the position is
 * applied again as the page grows. The position is the router's own (its state's
 * `restoreScrollPosition`, read through its exported context as ScrollRestoration does): no second
 * store of positions.
 */
export function useKeptScrollAsPageGrows(): void {
  const target = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (its key) restores once.
  useEffect(() => {
    if (typeof target !== 'number' || target <= 0 || Math.abs(window.scrollY - target) < 2) return;
    if (typeof ResizeObserver === 'undefined') return;
    const page = document.documentElement;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => apply());
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of READER_INPUT) window.removeEventListener(type, stop);
    };
    const apply = () => {
      if (page.scrollHeight - window.innerHeight < target) return;
      window.scrollTo(0, target);
      stop();
    };
    observer.observe(document.body);
    timer = setTimeout(stop, GIVE_UP_MS);
    for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
    apply();
    return stop;
  }, [key]);
}
