import type { AppContext } from '../../context.js';
import { planSearch, SEARCH_BOUNDS, type SearchBounds } from '../../db/search.js';
import { cursorDirection, PAGE_SIZE } from '../../lib/pagination.js';
import { peopleTerms, queryTerms } from '../../lib/search-text.js';
import type { FeedPage } from '../feeds/service.js';
import { findAnswerAnchor } from '../questions/queries.js';
import { type AnswerMatch, listLatestAnswers, listPeople, listTopAnswers, type PersonRow } from './queries.js';

export interface SearchInput {
  term: string;
  type: 'people' | 'top' | 'latest';
  page: number;
  last_id?: number | undefined;
  first_id?: number | undefined;
}

/** Under two characters there is nothing to search (SPEC §4). */
const MIN_TERM_LENGTH = 2;

/** A term that is a hashtag ("#Kaffee") searches the tag, not the text. */
export function hashtagOf(term: string): string | null {
  const match = /^#([\p{L}\p{N}_]{1,50})$/u.exec(term.trim());
  return match?.[1] ? match[1].toLocaleLowerCase() : null;
}

/** Who searches: their id (visibility; null for a guest) and language (the words are stemmed in it). */
export interface Searcher {
  id: number | null;
  lang: string;
}

/** One page of a search: people for "people", answers for "top" and "latest". */
export async function search(
  ctx: AppContext,
  viewer: Searcher,
  input: SearchInput,
): Promise<{ people: PersonRow[]; answers: FeedPage }> {
  const none: FeedPage = { rows: [], refs: null };
  if (input.term.length < MIN_TERM_LENGTH) return { people: [], answers: none };
  if (input.type === 'people') return { people: await searchPeople(ctx, viewer.id, input), answers: none };
  return { people: [], answers: await searchAnswers(ctx, viewer, input) };
}

/** A hashtag finds no people. */
export async function searchPeople(ctx: AppContext, viewerId: number | null, input: SearchInput): Promise<PersonRow[]> {
  if (hashtagOf(input.term)) return [];
  const words = peopleTerms(input.term);
  if (words.length === 0) return [];
  return listPeople(ctx.db.kysely, ctx.db.dialect, words, viewerId, input.page);
}

/**
 * latest: newest matching answers, keyset like every feed; top: best matches weighted by likes.
 * The words are folded and stemmed in the searcher's language (lib/search-text.ts) and expanded
 * from the vocabulary (db/search.ts planSearch); a word nothing was indexed under ends the search.
 */
export async function searchAnswers(
  ctx: AppContext,
  viewer: Searcher,
  input: SearchInput,
  bounds: SearchBounds = SEARCH_BOUNDS,
): Promise<FeedPage> {
  const { kysely: db, dialect } = ctx.db;
  const viewerId = viewer.id;
  const tag = hashtagOf(input.term);
  let match: AnswerMatch;
  if (tag) match = { tag };
  else {
    const words = queryTerms(input.term, viewer.lang);
    const plan = words.length > 0 ? await planSearch(db, words, bounds) : null;
    if (!plan) return { rows: [], refs: null };
    match = { plan };
  }
  if (input.type === 'top') return { rows: await listTopAnswers(db, dialect, viewerId, match, input.page), refs: null };
  const { direction, anchorId } = cursorDirection(input);
  const anchor = await findAnswerAnchor(db, anchorId);
  // An anchor that is gone or was never answered has nothing before or after it.
  if (anchor === undefined) return { rows: [], refs: null };
  const page = await listLatestAnswers(db, dialect, viewerId, match, { direction, anchor });
  // The window of common words (db/search.ts) may hold less than a page where such a word is
  // sparse: that page is read without the window, or a short page would end the list early.
  if ('plan' in match && match.plan.common && page.rows.length < PAGE_SIZE) {
    return listLatestAnswers(db, dialect, viewerId, { plan: { ...match.plan, common: false } }, { direction, anchor });
  }
  return page;
}
