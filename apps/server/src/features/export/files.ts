import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import { forgetExportFile, listExportsWithFiles } from './queries.js';

/**
 * The ZIP files of data exports, under DATA_DIR/exports: each holds a member's e-mail, inbox,
 * questions asked, likes, follows and blocks, so none may stay longer than its row allows.
 */
export const exportsDir = (ctx: AppContext) => join(ctx.config.dataDir, 'exports');

/** 128 random bits: the name tells nothing about the member. */
export const newExportFileName = () => `${randomBytes(16).toString('hex')}.zip`;

/** Only names we make are ever removed, whatever else someone puts in the folder. */
const EXPORT_FILE = /^[0-9a-f]{32}\.zip$/;

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
    if (EXPORT_FILE.test(name)) await rm(join(exportsDir(ctx), name), { force: true });
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
  // The folder is read before the rows, so a file written meanwhile is either named by then or
  // younger than the margin.
  const onDisk = await readdir(exportsDir(ctx)).catch(() => [] as string[]);
  const named = new Set<string>();
  let expired = 0;
  for (const row of await listExportsWithFiles(ctx.db.kysely)) {
    if (row.ready_at !== null && Date.parse(row.ready_at) + LIMITS.exportKeepMs <= now) {
      await forgetExportFile(ctx.db.kysely, row.id, row.file);
      await removeExportFiles(ctx, [row.file]);
      expired += 1;
    } else {
      named.add(row.file);
    }
  }
  let orphans = 0;
  for (const name of onDisk) {
    if (!EXPORT_FILE.test(name) || named.has(name)) continue;
    const modified = await stat(join(exportsDir(ctx), name)).catch(() => null);
    if (!modified || modified.mtimeMs + settings.orphanAfterMs > now) continue;
    await removeExportFiles(ctx, [name]);
    orphans += 1;
  }
  return { expired, orphans };
}
