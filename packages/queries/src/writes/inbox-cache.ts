import type { Question } from '@qurio/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { questionKeys, userKeys } from '../keys';
import type { Paged } from './cache';

// The inbox's cache edits, apart from cache.ts: a bundler puts a module whole into one chunk, and
// only the inbox and a card's dialogs (loaded on use) need these, not every page showing answers.

/** Follower and pending-question counts, as `stats` answers them. */
export interface Stats {
  followersCount: number;
  pendingAnswersCount: number;
}

/** Moves the pending count of the inbox badge at once (never below zero). */
export function bumpPending(client: QueryClient, by: number): void {
  client.setQueryData<Stats>(userKeys.stats(), (stats) =>
    stats ? { ...stats, pendingAnswersCount: Math.max(0, stats.pendingAnswersCount + by) } : stats,
  );
}

/**
 * Moves the "held back by your muted words" count: on the inbox's first page (the web reads it
 * there) and in `questionKeys.heldCount()` (the app keeps it apart).
 */
export function bumpHeldCount(client: QueryClient, by: number): void {
  client.setQueryData<Paged<Question, { held: number }>>(questionKeys.inbox(), (data) => {
    const head = data?.pages[0];
    if (!data || !head?.meta) return data;
    const meta = { held: Math.max(0, head.meta.held + by) };
    return { ...data, pages: [{ ...head, meta }, ...data.pages.slice(1)] };
  });
  client.setQueryData<number>(questionKeys.heldCount(), (count) =>
    count === undefined ? count : Math.max(0, count + by),
  );
}

/** Empties every page of a cached list (a "delete all"), keeping its pages' other fields. */
export function emptyList(client: QueryClient, queryKey: QueryKey): void {
  client.setQueryData<Paged<unknown>>(queryKey, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: [] })) } : data,
  );
}
