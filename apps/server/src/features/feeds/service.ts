import { type explore, type FeedRow, isLanguage, type Language, type ParsedInput } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { QuestionRow } from '../../db/types.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { loadQuestionRefs, type QuestionRefs } from '../questions/queries.js';
import { presentFeedRows } from './presenter.js';
import { listExplorePage, listExploreSince } from './queries.js';
import type { FeedPage } from './timeline.js';

export { type FeedPage, getTimeline } from './timeline.js';

/**
 * A guest's read of explore or search (issue 34), counted per address before the read, on top of
 * the limit every call without a session has: TOO_MANY_REQUESTS past it.
 */
export async function countGuestRead(ctx: AppContext, ip: string): Promise<void> {
  await consume(ctx.limiter, [[`reads:ip:${ip}`, LIMITS_POLICY.guestReadsPerIp]], 'TOO_MANY_REQUESTS');
}

/**
 * The language explore puts first (issue 34): none when the reader switched to "All languages",
 * else the member's interface language, or for a guest the one they read in (`guestLanguage`:
 * lib/reader-language.ts, X-Locale else Accept-Language).
 */
export function exploreLanguage(
  viewer: { lang: string } | null,
  allLanguages: boolean | undefined,
  guestLanguage: Language = 'en',
): Language | null {
  if (allLanguages) return null;
  if (viewer === null) return guestLanguage;
  return isLanguage(viewer.lang) ? viewer.lang : guestLanguage;
}

/**
 * explore: a page by rank, or (type 'new') what was answered after `date`; answers in `lang` first
 * (null: every language by rank alike). `viewerId` is null for a guest (nothing is blocked or liked
 * then). `date` is where the next poll starts: the newest answer seen so far.
 */
export async function getExplore(
  ctx: AppContext,
  viewerId: number | null,
  lang: Language | null,
  input: ParsedInput<typeof explore>,
): Promise<FeedPage & { date: string | null }> {
  const { rows, refs } =
    input.type === 'new'
      ? await listExploreSince(ctx.db.kysely, viewerId, input.date, lang)
      : await listExplorePage(ctx.db.kysely, viewerId, input.page, lang);
  const newest = rows.reduce<string | null>(
    (max, r) => (r.date_answered && (!max || r.date_answered > max) ? r.date_answered : max),
    null,
  );
  return { rows, refs, date: input.type === 'new' ? (newest ?? input.date) : newest };
}

/**
 * Rows as feed rows for the viewer (timeline, explore, search): refs as the page's statement read
 * them (getTimeline's FeedPage), else loaded in up to three queries, then presented.
 */
export async function showFeedRows(
  ctx: AppContext,
  rows: QuestionRow[],
  viewerId: number | null,
  known: QuestionRefs | null = null,
): Promise<FeedRow[]> {
  const refs = known ?? (await loadQuestionRefs(ctx.db.kysely, rows, viewerId));
  return presentFeedRows(rows, refs, viewerId);
}
