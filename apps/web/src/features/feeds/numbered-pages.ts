import type { QueryKey } from '@tanstack/react-query';
import { onSessionEnd } from '../../lib/session-store';
import type { FeedCursor, FetchedPage } from '../../ui/feed/useFeed';

/**
 * Explore, and the top and people tabs of search, page by number (SPEC §4), while the one feed
 * hook (CONVENTIONS rule 9) asks for older items by the last id it shows. A pager remembers, per
 * feed, which page number follows the page that ended with a given id. It lives outside React so
 * it outlives a screen's unmount exactly as long as the query cache keeps the pages.
 */
class NumberedPager {
  private readonly next = new Map<number, number>();
  private seen = new Set<number>();

  /** The page to ask for; null when the id is unknown (then the feed simply ends). */
  pageFor(cursor: FeedCursor): number | null {
    if (cursor.last_id === undefined) return 1;
    return this.next.get(cursor.last_id) ?? null;
  }

  /**
   * Drops items an earlier page already brought: between two page requests new answers push
   * everything down, so the top of page n+1 repeats the bottom of page n.
   */
  accept<T>(page: number, items: T[], getId: (item: T) => number): T[] {
    // Page 1 starts the feed over (first load, refetch, reset): nothing before it counts.
    if (page === 1) {
      this.seen = new Set();
      this.next.clear();
    }
    const fresh = items.filter((item) => !this.seen.has(getId(item)));
    for (const item of fresh) this.seen.add(getId(item));
    const last = fresh.at(-1);
    if (last !== undefined) this.next.set(getId(last), page + 1);
    return fresh;
  }
}

const pagers = new Map<string, NumberedPager>();

// Nothing of one member's feeds carries over to the next one signing in on this tab.
onSessionEnd(() => pagers.clear());

function pagerFor(queryKey: QueryKey): NumberedPager {
  const id = JSON.stringify(queryKey);
  let pager = pagers.get(id);
  if (!pager) {
    pager = new NumberedPager();
    pagers.set(id, pager);
  }
  return pager;
}

/**
 * Fetches the page of a numbered call that follows `cursor`, in the shape the feed hook expects.
 * Repeats dropped from a page are taken off its `limit` too, so the end flag still means "the
 * server sent a short page".
 */
export async function fetchNumberedPage<T>(
  queryKey: QueryKey,
  cursor: FeedCursor,
  maxPage: number,
  getId: (item: T) => number,
  load: (page: number) => Promise<FetchedPage<T>>,
): Promise<FetchedPage<T>> {
  const pager = pagerFor(queryKey);
  const page = pager.pageFor(cursor);
  // Past the last page the contract allows, or an unknown cursor: an empty, final page.
  if (page === null || page > maxPage) return { items: [], limit: 1 };
  const fetched = await load(page);
  const items = pager.accept(page, fetched.items, getId);
  return { ...fetched, items, limit: fetched.limit - (fetched.items.length - items.length) };
}
