import { type ReactNode, useDeferredValue, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { PageLoader } from '../PageLoader';
import styles from './FeedList.module.css';
import type { Feed } from './useFeed';

export interface FeedListProps<T, M> {
  feed: Feed<T, M>;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Shown when the feed loaded and has nothing. */
  empty: ReactNode;
  /** The label of the button that shows buffered newer items, e.g. "Show 3 new answers". */
  newerLabel?: (count: number) => string;
  /** Names the list for assistive technology. */
  label: string;
}

/**
 * Renders a feed: the "new items" button for the polling buffer, the items, and a sentinel that
 * loads older pages when it scrolls into view (with a button where IntersectionObserver is missing).
 */
export function FeedList<T, M>({ feed, getKey, renderItem, empty, newerLabel, label }: FeedListProps<T, M>) {
  const { t } = useTranslation();
  // TanStack Query delivers a page synchronously, and twenty cards are a long task on a slow phone.
  // A first page that arrives after mounting renders as a deferred value, which React builds in
  // short slices that yield to input and paint (a loader shows meanwhile); later changes apply at
  // once, as the reader expects. A page already in the cache when the list mounts (the route's
  // loader fetched it, or the reader came back) renders with the list at once: the router renders
  // it in a transition, sliced too, and scroll restoration then finds the page at its full height.
  const deferred = useDeferredValue<readonly T[]>(feed.items);
  const firstPageDeferred = deferred.length === 0 && feed.items.length > 0;
  const sentinelRef = useRef<HTMLDivElement>(null);
  const feedRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Set by the "new" button: once the merged items are in the page, the feed's top is brought into
  // view and focus moves to the list. Scrolled before they render, the browser's scroll anchoring
  // kept the reader where they were and the new items above them, out of sight.
  const showMerged = useRef(false);
  const loadOlder = useRef(feed.loadOlder);
  loadOlder.current = feed.loadOlder;
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const waiting = feed.status === 'success' && !feed.isEnd && !firstPageDeferred;

  // Re-observed after each page: a short page leaves the sentinel in view, and the fresh observer
  // reports that at once, so the next page loads without the reader having to scroll.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the item count is the trigger on purpose.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !waiting || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadOlder.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [waiting, canObserve, feed.items.length]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the merged items are the trigger on purpose.
  useLayoutEffect(() => {
    const top = feedRef.current;
    if (!showMerged.current || !top) return;
    showMerged.current = false;
    // Only up, to the feed's top under the sticky header (its scroll-margin): a reader who sees it already stays.
    if (top.getBoundingClientRect().top < Number.parseFloat(getComputedStyle(top).scrollMarginTop)) {
      top.scrollIntoView({ block: 'start' });
    }
    // The button is gone: focus goes where the new items begin, not back to the page's start.
    listRef.current?.focus({ preventScroll: true });
  }, [feed.items]);
  const showNewer = () => {
    showMerged.current = true;
    feed.mergeNewer();
  };

  if (feed.status === 'pending' || firstPageDeferred) return <PageLoader />;
  // A failed first page replaces the list; a failed older page keeps what is shown above it.
  const failure =
    feed.status === 'error' ? (
      <div className={styles.error} role="alert">
        <p>{t('feed.error')}</p>
        <Button variant="secondary" size="sm" onClick={feed.retry}>
          {t('feed.retry')}
        </Button>
      </div>
    ) : null;
  if (failure && feed.items.length === 0) return failure;

  return (
    <div ref={feedRef} className={styles.feed}>
      {feed.buffered.length > 0 && newerLabel ? (
        <div className={styles.newer}>
          <Button size="sm" onClick={showNewer}>
            {newerLabel(feed.buffered.length)}
          </Button>
        </div>
      ) : null}
      {feed.items.length === 0 && feed.isEnd ? (
        empty
      ) : (
        <ul ref={listRef} className={styles.list} aria-label={label} tabIndex={-1}>
          {feed.items.map((item) => (
            <li key={getKey(item)} className={styles.item}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
      {waiting ? (
        <div ref={sentinelRef} className={styles.more}>
          {feed.isLoadingOlder ? (
            <PageLoader compact />
          ) : canObserve ? null : (
            <Button variant="secondary" size="sm" onClick={() => void feed.loadOlder()}>
              {t('feed.more')}
            </Button>
          )}
        </div>
      ) : null}
      {failure}
    </div>
  );
}
