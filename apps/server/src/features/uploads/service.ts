import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppContext } from '../../context.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { type ImageKind, processImage } from './images.js';
import { type ImageColumn, swapUserImage } from './queries.js';

const STORAGE: Record<ImageKind, { dir: string; column: ImageColumn }> = {
  avatar: { dir: 'avatars', column: 'image' },
  cover: { dir: 'covers', column: 'cover' },
};

/** Only files this code wrote are ever deleted; anything else in the column is left alone. */
const STORED_PATH = /^\/uploads\/(avatars|covers)\/([A-Za-z0-9_-]+\.jpg)$/;

export const UPLOAD_MESSAGES = {
  avatar: 'Your profile image has been updated.',
  cover: 'Your cover image has been updated.',
} as const;

/** Counted before a byte of the file is read: decoding images is the costliest thing a member can ask for. */
export async function countUpload(ctx: AppContext, userId: number): Promise<void> {
  await consume(ctx.limiter, [[`upload:user:${userId}`, LIMITS_POLICY.uploadsPerMember]], 'TOO_MANY_UPLOADS');
}

/**
 * Re-encodes the upload, stores it under a random name (served with immutable cache headers, so
 * a name is never reused), points the member at it and deletes the file it replaces.
 * Returns the public path, e.g. `/uploads/avatars/<random>.jpg`.
 */
export async function replaceImage(ctx: AppContext, userId: number, kind: ImageKind, upload: Buffer): Promise<string> {
  const image = await processImage(upload, kind);
  const { dir, column } = STORAGE[kind];
  const folder = join(ctx.config.uploadsDir, dir);
  const name = `${randomBytes(16).toString('hex')}.jpg`;
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), image, { flag: 'wx' });
  const publicPath = `/uploads/${dir}/${name}`;

  let previous: string | null;
  try {
    previous = await swapUserImage(ctx.db.kysely, userId, column, publicPath);
  } catch (error) {
    await rm(join(folder, name), { force: true });
    throw error;
  }
  const old = previous === null ? null : STORED_PATH.exec(previous);
  if (old?.[1] && old[2]) await rm(join(ctx.config.uploadsDir, old[1], old[2]), { force: true });
  return publicPath;
}
