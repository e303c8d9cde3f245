import type { AppContext } from '../../context.js';
import { latestMatching, peopleIds, searchWords, topQuestionIds } from '../../db/search.js';
import type { QuestionRow } from '../../db/types.js';
import { cursorDirection, finishPage, keyset, PAGE_SIZE } from '../../lib/pagination.js';
import { loadInOrder } from '../feeds/presenter.js';
import { visibleAnswers } from '../feeds/queries.js';

export interface SearchInput {
  term: string;
  type: 'people' | 'top' | 'latest';
  page: number;
  last_id?: number | undefined;
  first_id?: number | undefined;
}

/** A term that is a hashtag ("#Kaffee") searches the tag, not the text. */
export function hashtagOf(term: string): string | null {
  const match = /^#([\p{L}\p{N}_]{1,50})$/u.exec(term.trim());
  return match?.[1] ? match[1].toLocaleLowerCase() : null;
}

export async function searchPeople(ctx: AppContext, viewerId: number, input: SearchInput): Promise<number[]> {
  if (hashtagOf(input.term)) return [];
  const words = searchWords(input.term);
  if (words.length === 0) return [];
  return peopleIds(ctx.db.kysely, ctx.db.dialect, words, viewerId, input.page);
}

/** latest: newest matching answers, keyset like every feed; top: best matches weighted by likes. */
export async function searchAnswers(ctx: AppContext, viewerId: number, input: SearchInput): Promise<QuestionRow[]> {
  const db = ctx.db.kysely;
  const tag = hashtagOf(input.term);
  const words = tag ? [] : searchWords(input.term);
  if (!tag && words.length === 0) return [];
  let base = visibleAnswers(db, viewerId);
  if (tag) base = base.where('q.id', 'in', db.selectFrom('hashtags').select('question_id').where('tag', '=', tag));

  if (input.type === 'top') {
    if (tag) {
      return base
        .orderBy('q.like_count', 'desc')
        .orderBy('q.id', 'desc')
        .limit(PAGE_SIZE)
        .offset((input.page - 1) * PAGE_SIZE)
        .execute();
    }
    return loadInOrder(db, await topQuestionIds(ctx.db.dialect, base.clearSelect(), words, input.page));
  }
  const { direction, anchorId } = cursorDirection(input);
  let anchor: { sort: string; id: number; seq: number | null } | null = null;
  if (anchorId !== null) {
    const row = await db.selectFrom('questions').selectAll().where('id', '=', anchorId).executeTakeFirst();
    if (!row?.date_answered) return [];
    anchor = { sort: row.date_answered, id: row.id, seq: row.answer_seq ?? null };
  }
  const page = tag
    ? keyset(base, { sortColumn: 'q.date_answered', idColumn: 'q.id', direction, anchor })
    : latestMatching(ctx.db.dialect, base, words, { direction, anchor });
  const rows = await page.execute();
  return finishPage(rows as QuestionRow[], direction);
}
