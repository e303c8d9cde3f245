import type { QueryClient } from '@tanstack/react-query';
import type { QuestionItem } from '../feeds/QuestionCard';

export type Liker = NonNullable<QuestionItem['likes']>[number];

/**
 * The like as the reader sees it at once (SPEC §4 "Like"): liked flips, the count moves by one
 * (never below zero), and the reader joins or leaves the likers where the likers are shown.
 */
export function withLike<T extends QuestionItem>(question: T, liked: boolean, me: Liker): T {
  if (question.liked === liked) return question;
  const like_count = Math.max(0, question.like_count + (liked ? 1 : -1));
  if (!question.likes) return { ...question, liked, like_count };
  const others = question.likes.filter((user) => user.id !== me.id);
  return { ...question, liked, like_count, likes: liked ? [me, ...others] : others };
}

function isQuestion(value: unknown): value is QuestionItem {
  return typeof value === 'object' && value !== null && 'like_count' in value && 'id' in value;
}

type Change = (question: QuestionItem) => QuestionItem;

function patchPages(data: { pages: unknown[] }, id: number, change: Change): unknown {
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = (page as { items?: unknown })?.items;
    if (!Array.isArray(items) || !items.some((item) => isQuestion(item) && item.id === id)) return page;
    changed = true;
    return {
      ...(page as object),
      items: items.map((item) => (isQuestion(item) && item.id === id ? change(item) : item)),
    };
  });
  return changed ? { ...data, pages } : data;
}

function patchData(data: unknown, id: number, change: Change): unknown {
  if (isQuestion(data)) return data.id === id ? change(data) : data;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { pages?: unknown }).pages)) {
    return patchPages(data as { pages: unknown[] }, id, change);
  }
  return data;
}

/**
 * Changes one question in every cached copy: the feeds (timeline, explore, profiles, prompts) and
 * the single answer page. The feeds belong to different screens with different keys, so this
 * walks the cache by shape rather than by key, and writes only the entries that hold the question.
 */
export function patchQuestion(queryClient: QueryClient, id: number, change: Change): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const before = query.state.data;
    if (before === undefined) continue;
    const after = patchData(before, id, change);
    if (after !== before) queryClient.setQueryData(query.queryKey, after);
  }
}

/**
 * Takes a deleted question out of every cached list (profiles, timeline, explore, prompts). A
 * cached single answer is dropped, so the next visit asks the server and hears it is gone.
 */
export function removeQuestion(queryClient: QueryClient, id: number): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const before = query.state.data;
    if (before === undefined) continue;
    if (isQuestion(before)) {
      if (before.id === id) queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      continue;
    }
    if (typeof before !== 'object' || before === null || !Array.isArray((before as { pages?: unknown }).pages))
      continue;
    const data = before as { pages: unknown[] };
    let changed = false;
    const pages = data.pages.map((page) => {
      const items = (page as { items?: unknown })?.items;
      if (!Array.isArray(items) || !items.some((item) => isQuestion(item) && item.id === id)) return page;
      changed = true;
      return { ...(page as object), items: items.filter((item) => !(isQuestion(item) && item.id === id)) };
    });
    if (changed) queryClient.setQueryData(query.queryKey, { ...data, pages });
  }
}
