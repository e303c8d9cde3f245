import { type SelectQueryBuilder, sql } from 'kysely';
import { PAGE_SIZE } from '../lib/pagination.js';

export interface KeysetOptions {
  /** The sort column, e.g. `questions.date_answered`; equal to `idColumn` for id-ordered lists. */
  sortColumn: string;
  idColumn: string;
  direction: 'newer' | 'older';
  /** The anchor row's sort value and id; null for the first page. */
  anchor: { sort: string | number; id: number } | null;
  limit?: number;
}

/**
 * Keyset pagination over `(sort, id)`, newest first. A row-value comparison on a composite index
 * instead of OFFSET, so a page costs the same at the millionth row and rows arriving between two
 * requests neither repeat nor vanish. Newer pages are read upwards from the anchor (so nothing
 * between the anchor and the newest row is skipped) and must be reversed by `finishPage`.
 */
// biome-ignore lint/suspicious/noExplicitAny: works on any select query
export function keyset<QB extends SelectQueryBuilder<any, any, any>>(qb: QB, o: KeysetOptions): QB {
  const sort = sql.ref(o.sortColumn);
  const id = sql.ref(o.idColumn);
  const sameColumn = o.sortColumn === o.idColumn;
  const op = o.direction === 'older' ? sql`<` : sql`>`;
  const order = o.direction === 'older' ? 'desc' : 'asc';
  let q = qb;
  if (o.anchor) {
    q = q.where(
      sameColumn
        ? sql<boolean>`${id} ${op} ${o.anchor.id}`
        : sql<boolean>`(${sort}, ${id}) ${op} (${o.anchor.sort}, ${o.anchor.id})`,
    ) as QB;
  }
  if (!sameColumn) q = q.orderBy(sort, order) as QB;
  return q.orderBy(id, order).limit(o.limit ?? PAGE_SIZE) as QB;
}
