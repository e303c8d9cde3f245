import { LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { newKey } from '../../lib/storage/storage.js';
import { forgetExportFile, listExportsWithFiles } from './queries.js';

/**
 * The ZIP files of data exports, in storage under `exports/` (on the disk DATA_DIR/exports, never
 * served under /uploads): each holds a member's e-mail, inbox, questions asked, likes, follows and
 * blocks, so none may stay longer than its row allows. The row's `file` is the name in that folder.
 */
export const EXPORTS_PREFIX = 'exports';

/** 128 random bits: the name tells nothing about the member. */
export const newExportFileName = () => newKey(EXPORTS_PREFIX, 'zip').slice(EXPORTS_PREFIX.length + 1);

/** Only names we make are ever removed, whatever else someone puts in the folder. */
const EXPORT_FILE = /^[0-9a-f]{32}\.zip$/;

/** The storage key of an export file's name, or null for a name we never made. */
export const exportKey = (name: string) => (EXPORT_FILE.test(name) ? `${EXPORTS_PREFIX}/${name}` : null);

export const EXPORT_SWEEP = {
  /** How often the server sweeps: a file a week old stays at most an hour more. */
  everyMs: 60 * 60_000,
  /**
   * A file no row names is an orphan only once this old: buildExport writes the file before the
   * row names it (milliseconds for a member's archive), and an account deleted while its export
   * was being built leaves one. An hour is far past any build and keeps no data for long.
   */
  orphanAfterMs: 60 * 60_000,
};

/** Removes export files by name (missing ones are fine). */
export async function removeExportFiles(ctx: AppContext, names: readonly string[]): Promise<void> {
  for (const name of names) {
    const key = exportKey(name);
    if (key) await ctx.storage.delete(key);
  }
}

/**
 * Deletes the files of exports past their week (the row forgets the file first, so a crash
 * between leaves an orphan, which the next sweep takes) and the files no row names once they are
 * older than `orphanAfterMs`. The rows stay: they hold the one-a-day rule and the status.
 */
export async function sweepExportFiles(
  ctx: AppContext,
  settings = EXPORT_SWEEP,
): Promise<{ expired: number; orphans: number }> {
  const now = ctx.now().getTime();
  // The folder is listed before the rows are read, so a file written meanwhile is either named by
  // then or younger than the margin.
  const stored = [];
  for await (const entry of ctx.storage.list(EXPORTS_PREFIX)) stored.push(entry);
  const named = new Set<string>();
  const removed = new Set<string>();
  let expired = 0;
  for (const row of await listExportsWithFiles(ctx.db.kysely)) {
    if (row.ready_at !== null && Date.parse(row.ready_at) + LIMITS.exportKeepMs <= now) {
      await forgetExportFile(ctx.db.kysely, row.id, row.file);
      await removeExportFiles(ctx, [row.file]);
      removed.add(row.file);
      expired += 1;
    } else {
      named.add(row.file);
    }
  }
  let orphans = 0;
  for (const entry of stored) {
    const name = entry.key.slice(EXPORTS_PREFIX.length + 1);
    if (!EXPORT_FILE.test(name) || named.has(name) || removed.has(name)) continue;
    if (entry.lastModified.getTime() + settings.orphanAfterMs > now) continue;
    await removeExportFiles(ctx, [name]);
    orphans += 1;
  }
  return { expired, orphans };
}
