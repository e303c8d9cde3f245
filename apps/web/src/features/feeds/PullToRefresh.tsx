import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { ensureAllStrings } from '../../i18n';
import type { PullGestureProps } from './PullGesture';
import styles from './PullToRefresh.module.css';

export interface PullToRefreshProps {
  /** Fetches what is new; a rejection shows the error state for a second. */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull-to-refresh for touch screens (SPEC §2, §4). Pointer and keyboard users never see it (new
 * items reach them through the feed's "new" button), and nobody pulls before the page has drawn:
 * the gesture and its indicator (PullGesture.tsx, with the pull's states) load after the first
 * render and only where there is a touch screen, with their strings. Bundled with the page they
 * were 0.8 KB of the 100 KB gzip budget of a guest's first profile visit (SPEC's budget; issue 30
 * had pushed it 0.6 KB over).
 */
export function PullToRefresh({ onRefresh, children }: PullToRefreshProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [Gesture, setGesture] = useState<ComponentType<PullGestureProps> | null>(null);

  useEffect(() => {
    const touch = (navigator.maxTouchPoints ?? 0) > 0 || window.matchMedia?.('(pointer: coarse)').matches === true;
    if (!touch) return;
    let live = true;
    // Its strings come with it (the `rest` part), not with the page's first strings.
    void Promise.all([import('./PullGesture'), ensureAllStrings()]).then(
      ([loaded]) => {
        if (live) setGesture(() => loaded.default);
      },
      // Offline before it loaded: the page works without the gesture, as on a desktop.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div ref={rootRef} className={styles.root}>
      {Gesture ? <Gesture rootRef={rootRef} onRefresh={onRefresh} /> : null}
      {children}
    </div>
  );
}
