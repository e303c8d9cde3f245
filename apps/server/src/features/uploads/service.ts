import type { AppContext } from '../../context.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { IMMUTABLE, newKey } from '../../lib/storage/storage.js';
import { type ImageKind, processImage } from './images.js';
import { type ImageColumn, swapUserImage } from './queries.js';

/** The folder of each kind's files in storage and the column that names them. */
export const IMAGE_STORAGE: Record<ImageKind, { prefix: string; column: ImageColumn }> = {
  avatar: { prefix: 'avatars', column: 'image' },
  cover: { prefix: 'covers', column: 'cover' },
};

export const UPLOAD_MESSAGES = {
  avatar: 'Your profile image has been updated.',
  cover: 'Your cover image has been updated.',
} as const;

/**
 * Counted before a byte of the file is read: decoding images is the costliest thing a member can
 * ask for. Profile images, covers and answer pictures share one count per member and one per
 * address (several accounts on one address share the second).
 */
export async function countUpload(ctx: AppContext, userId: number, ip: string): Promise<void> {
  await consume(
    ctx.limiter,
    [
      [`upload:user:${userId}`, LIMITS_POLICY.uploadsPerMember],
      [`upload:ip:${ip}`, LIMITS_POLICY.uploadsPerIp],
    ],
    'TOO_MANY_UPLOADS',
  );
}

/**
 * Re-encodes the upload, stores it under a new random key (served with immutable cache headers, so
 * a key is never reused), points the member at it and deletes the file it replaces. The file is
 * stored before the row names it and the old one deleted after the swap commits: a crash leaves at
 * most an orphan (features/uploads/sweep.ts), never a member whose picture is missing.
 * Returns the public URL, e.g. `/uploads/avatars/<random>.jpg`.
 */
export async function replaceImage(ctx: AppContext, userId: number, kind: ImageKind, upload: Buffer): Promise<string> {
  const image = await processImage(upload, kind);
  const { prefix, column } = IMAGE_STORAGE[kind];
  const key = newKey(prefix, 'jpg');
  await ctx.storage.put(key, image, { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
  const url = ctx.storage.publicUrl(key);

  let previous: string | null;
  try {
    previous = await swapUserImage(ctx.db.kysely, userId, column, url);
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
  const old = imageKey(ctx, previous);
  if (old) await ctx.storage.delete(old);
  return url;
}

/**
 * The storage key of a profile or cover image as a column holds it, when this server stored it in
 * one of their folders: anything else in the column is never touched.
 */
export function imageKey(ctx: AppContext, url: string | null): string | null {
  const key = ctx.storage.keyOf(url);
  return key && Object.values(IMAGE_STORAGE).some(({ prefix }) => key.startsWith(`${prefix}/`)) ? key : null;
}
