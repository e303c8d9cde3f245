import type { AppContext } from '../../context.js';
import { UPLOADS_PATH } from '../../lib/storage/storage.js';
import { findImagesEndingWith, findNamedImages } from './queries.js';
import { IMAGE_STORAGE } from './service.js';

export const UPLOAD_SWEEP = {
  /** How often the server sweeps (with the export sweep, main.ts). */
  everyMs: 60 * 60_000,
  /**
   * A file no row names is an orphan only once this old: an upload stores its file before the
   * row names it (milliseconds), and a crash between the two, or between a swap's commit and the
   * old file's deletion, leaves one. An hour is far past any upload.
   */
  orphanAfterMs: 60 * 60_000,
  /** Files looked up in one query by their URL. */
  batch: 500,
  /** Files not found by URL looked up again in one query by their key under any base URL. */
  suffixBatch: 50,
};

/**
 * Deletes the profile and cover images no member names any more, once older than `orphanAfterMs`.
 * The store is listed before the rows are read, so a file stored meanwhile is either named by then
 * or younger than the margin. A row names a file by its public URL: `/uploads/<key>`, or the
 * CDN's URL when S3_PUBLIC_URL is set, so both are looked for; what neither names is looked for
 * once more under any base (an earlier S3_PUBLIC_URL) before it is deleted.
 */
export async function sweepUploadFiles(ctx: AppContext, settings = UPLOAD_SWEEP): Promise<{ orphans: number }> {
  const now = ctx.now().getTime();
  let orphans = 0;
  for (const { prefix } of Object.values(IMAGE_STORAGE)) {
    let old: string[] = [];
    const sweep = async () => {
      const urls = old.flatMap((key) => [`${UPLOADS_PATH}${key}`, ctx.storage.publicUrl(key)]);
      const named = await findNamedImages(ctx.db.kysely, [...new Set(urls)]);
      const unnamed = old.filter(
        (key) => !named.has(`${UPLOADS_PATH}${key}`) && !named.has(ctx.storage.publicUrl(key)),
      );
      for (let i = 0; i < unnamed.length; i += settings.suffixBatch) {
        const some = unnamed.slice(i, i + settings.suffixBatch);
        const elsewhere = await findImagesEndingWith(ctx.db.kysely, some);
        for (const key of some) {
          if (elsewhere.has(key)) continue;
          await ctx.storage.delete(key);
          orphans += 1;
        }
      }
      old = [];
    };
    for await (const entry of ctx.storage.list(prefix)) {
      if (entry.lastModified.getTime() + settings.orphanAfterMs > now) continue;
      old.push(entry.key);
      if (old.length >= settings.batch) await sweep();
    }
    await sweep();
  }
  return { orphans };
}
