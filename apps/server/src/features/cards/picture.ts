import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../../config.js';
import type { AppContext } from '../../context.js';
import { imageKey } from '../uploads/service.js';
import type { CardMedia } from './render.js';

/** The web app's default avatars (SPEC §3: picked by the last digit of the member's id). */
const DEFAULT_AVATARS = join(REPO_ROOT, 'apps/web/public/avatars');
const PICTURE_SIZE = 288;

/**
 * A member's picture as a data: URL for the card: their upload (read from storage, made small
 * again here) or, without one or when its file is missing, their default avatar. Only ever a file
 * this server stored in the image folders (imageKey) or a default avatar: a stored value never
 * leads anywhere else.
 */
export async function pictureDataUrl(ctx: AppContext, owner: { id: number; image: string | null }): Promise<string> {
  const key = imageKey(ctx, owner.image);
  const bytes = key ? await ctx.storage.read(key) : null;
  if (bytes) {
    try {
      const jpeg = await sharp(bytes)
        .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover' })
        .jpeg({ quality: 85 })
        .toBuffer();
      return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
    } catch {
      // Not an image after all: the default stands in.
    }
  }
  const svg = await readFile(join(DEFAULT_AVATARS, `default-${Math.abs(Math.trunc(owner.id)) % 10}.svg`));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

/** The longest side of an answer picture on a card (the story's picture box is 804 px wide). */
const MEDIA_MAX = 810;

/**
 * An answer's picture for its card, read from storage by its key (never over HTTP), or null when
 * the file is gone or not an image: the card is then drawn with text only.
 */
export async function answerPictureOf(ctx: AppContext, key: string): Promise<CardMedia | null> {
  const bytes = await ctx.storage.read(key);
  if (!bytes) return null;
  try {
    const { data, info } = await sharp(bytes)
      .resize(MEDIA_MAX, MEDIA_MAX, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    return { src: `data:image/jpeg;base64,${data.toString('base64')}`, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
