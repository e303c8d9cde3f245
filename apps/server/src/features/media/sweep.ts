import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { deleteMediaRows, findMediaNames, listUnattachedBefore } from './queries.js';
import { deleteMediaFiles, MEDIA_PREFIX } from './service.js';

export const MEDIA_SWEEP = {
  /** A picture uploaded for an answer never sent: kept a day (a draft left open overnight), then deleted. */
  unattachedAfterMs: 24 * 60 * 60_000,
  /**
   * A file no picture row names is an orphan only once this old: uploadMedia stores the files
   * before it writes the row (milliseconds), and a crash between the two, or between a deletion's
   * commit and the files' removal, leaves one.
   */
  orphanAfterMs: 60 * 60_000,
  batch: 500,
};

/**
 * The hourly pass over answer pictures (with the uploads' and exports' sweeps, main.ts): first the
 * pictures no answer took within a day go, rows then files; then the files in `media/` that no row
 * names and that are older than the margin. A file's name is `<name>-<width>.jpg` or
 * `<name>.webp`, so one row names all of a picture's files. The store is listed before the rows are
 * read, so a file stored meanwhile is either named by then or younger than the margin.
 */
export async function sweepMediaFiles(
  ctx: AppContext,
  settings = MEDIA_SWEEP,
): Promise<{ unattached: number; orphans: number }> {
  const now = ctx.now().getTime();
  let unattached = 0;
  const before = new Date(now - settings.unattachedAfterMs).toISOString();
  for (;;) {
    const rows = await listUnattachedBefore(ctx.db.kysely, before, settings.batch);
    if (rows.length === 0) break;
    await inTransaction(ctx.db.kysely, (trx) =>
      deleteMediaRows(
        trx,
        rows.map((row) => row.id),
      ),
    );
    await deleteMediaFiles(ctx, rows);
    unattached += rows.length;
  }

  let orphans = 0;
  let old: Array<{ key: string; name: string }> = [];
  const sweep = async () => {
    const named = await findMediaNames(ctx.db.kysely, [...new Set(old.map((file) => file.name))]);
    for (const file of old) {
      if (named.has(file.name)) continue;
      await ctx.storage.delete(file.key);
      orphans += 1;
    }
    old = [];
  };
  for await (const entry of ctx.storage.list(MEDIA_PREFIX)) {
    if (entry.lastModified.getTime() + settings.orphanAfterMs > now) continue;
    old.push({ key: entry.key, name: nameOf(entry.key) });
    if (old.length >= settings.batch) await sweep();
  }
  await sweep();
  return { unattached, orphans };
}

/** `media/<name>-640.jpg` or `media/<name>.webp` → `<name>`. */
function nameOf(key: string): string {
  return key.slice(MEDIA_PREFIX.length + 1).replace(/(-\d+)?\.[a-z0-9]+$/, '');
}
