import { type Compilable, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { type Cursor, cursorDirection, finishPage, PAGE_SIZE } from '../lib/pagination.js';
import { prepare } from './prepared.js';
import type { Database } from './types.js';

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

/** The three shapes of a keyset page: the newest page, older than an anchor, newer than one. */
export type PageShape = 'first' | 'older' | 'newer';

/** The shape a cursor asks for and its anchor id (null on the first page). */
export function pageShapeOf(cursor: Cursor): { shape: PageShape; anchorId: number | null } {
  const { direction, anchorId } = cursorDirection(cursor);
  return { shape: anchorId === null ? 'first' : direction, anchorId };
}

/**
 * A keyset list as three prepared queries, one per page shape (db/prepared.ts: a query of another
 * shape is another statement). `build` gets the shape's direction and whether it has an anchor;
 * the page comes back newest first whichever way it was read.
 */
export function preparedPages<P extends { anchorId: number }, O>(
  build: (db: Kysely<Database>, p: P, page: { direction: 'older' | 'newer'; anchored: boolean }) => Compilable<O>,
): (db: Kysely<Database>, cursor: Cursor, params: Omit<P, 'anchorId'>) => Promise<O[]> {
  const shapes = {
    first: prepare((db, p: P) => build(db, p, { direction: 'older', anchored: false })),
    older: prepare((db, p: P) => build(db, p, { direction: 'older', anchored: true })),
    newer: prepare((db, p: P) => build(db, p, { direction: 'newer', anchored: true })),
  };
  return async (db, cursor, params) => {
    const { shape, anchorId } = pageShapeOf(cursor);
    // The first page binds no anchor; 0 only fills the parameter.
    const rows = await shapes[shape].execute(db, { ...params, anchorId: anchorId ?? 0 } as P);
    return finishPage(rows, shape === 'newer' ? 'newer' : 'older');
  };
}
