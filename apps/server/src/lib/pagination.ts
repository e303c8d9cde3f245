/** Page size of every list; each response carries it as `limit`. */
export const PAGE_SIZE = 20;

export interface Cursor {
  first_id?: number | undefined;
  last_id?: number | undefined;
}

/** `first_id` asks for items newer than that one, `last_id` for older ones, neither for the newest page. */
export function cursorDirection(cursor: Cursor): { direction: 'newer' | 'older'; anchorId: number | null } {
  if (cursor.first_id !== undefined) return { direction: 'newer', anchorId: cursor.first_id };
  if (cursor.last_id !== undefined) return { direction: 'older', anchorId: cursor.last_id };
  return { direction: 'older', anchorId: null };
}

/** Puts a page in newest-first order whichever way it was read. */
export function finishPage<T>(rows: T[], direction: 'newer' | 'older'): T[] {
  return direction === 'newer' ? rows.reverse() : rows;
}
