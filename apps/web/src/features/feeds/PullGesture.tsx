import { LIMITS } from '@qurio/contract/limits';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshIcon } from '../discovery/icons';
import styles from './PullToRefresh.module.css';
import { PULL_IDLE, type PullState, pullTo, release, settle } from './pull-state';

export interface PullGestureProps {
  /** The element PullToRefresh wraps the page in: this sets its `data-phase` and pull distance. */
  rootRef: RefObject<HTMLDivElement | null>;
  /** Fetches what is new; a rejection shows the error state for a second. */
  onRefresh: () => Promise<unknown>;
}

/**
 * The gesture and indicator of pull-to-refresh (SPEC §2, §4), loaded by PullToRefresh on touch
 * screens after the page has drawn: pulled down from the top of the page the indicator follows
 * the finger up to 80 px; released past 60 px it refreshes. It listens on the whole window, so
 * the pull may start anywhere on the page (a profile's header, its tabs), and its indicator hangs
 * under the app header.
 */
export default function PullGesture({ rootRef, onRefresh }: PullGestureProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PullState>(PULL_IDLE);
  const stateRef = useRef(state);
  stateRef.current = state;
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY: number | null = null;
    let mounted = true;
    let timer = 0;

    const run = async () => {
      let ok = true;
      try {
        await refresh.current();
      } catch {
        ok = false;
      }
      if (!mounted) return;
      setState(settle(ok));
      if (!ok) timer = window.setTimeout(() => setState(PULL_IDLE), LIMITS.pullErrorResetMs);
    };

    const onStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      // Only a pull that starts at the very top of the page is a pull to refresh.
      startY = window.scrollY <= 0 && event.touches.length === 1 && touch ? touch.clientY : null;
      if (startY !== null) root.dataset.dragging = 'true';
    };
    const onMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const drag = touch.clientY - startY;
      if (drag <= 0 || window.scrollY > 0) {
        if (stateRef.current.distance > 0) setState((current) => pullTo(current, 0));
        return;
      }
      // The page is pulled, not scrolled: the browser's own overscroll must not run as well.
      if (event.cancelable) event.preventDefault();
      setState((current) => pullTo(current, drag));
    };
    const onEnd = () => {
      if (startY === null) return;
      startY = null;
      delete root.dataset.dragging;
      const before = stateRef.current;
      const next = release(before);
      setState(next);
      if (next.phase === 'refreshing' && before.phase === 'ready') void run();
    };

    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: false });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      mounted = false;
      window.clearTimeout(timer);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [rootRef]);

  // Through the CSSOM: the server's CSP allows no inline style attributes.
  useLayoutEffect(() => {
    const style = rootRef.current?.style;
    style?.setProperty('--pull-distance', `${state.distance}px`);
    style?.setProperty('--pull-progress', String(Math.min(1, state.distance / LIMITS.pullThresholdPx)));
    if (rootRef.current) rootRef.current.dataset.phase = state.phase;
  }, [state.distance, state.phase, rootRef]);

  const labels = {
    idle: t('feeds.pullToRefresh'),
    ready: t('feeds.releaseToRefresh'),
    refreshing: t('feeds.refreshing'),
    error: t('feeds.refreshFailed'),
  } as const;
  const announced = state.phase === 'refreshing' || state.phase === 'error';

  return (
    <>
      <div className={styles.indicator} aria-hidden="true">
        <span className={styles.icon}>
          <RefreshIcon size={18} />
        </span>
        <span>{labels[state.phase]}</span>
      </div>
      <p className="visually-hidden" role="status">
        {announced ? labels[state.phase] : ''}
      </p>
    </>
  );
}
