import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../../config.js';

/** The web app's default avatars (SPEC §3: picked by the last digit of the member's id). */
const DEFAULT_AVATARS = join(REPO_ROOT, 'apps/web/public/avatars');
const PICTURE_SIZE = 288;

/**
 * A member's picture as a data: URL for the card: their upload (`/uploads/avatars/…`, made small
 * again here) or, without one or when its file is missing, their default avatar. Only ever a file
 * under the uploads folder or the default avatars: a stored path never leads anywhere else.
 */
export async function pictureDataUrl(uploadsDir: string, owner: { id: number; image: string | null }): Promise<string> {
  if (owner.image?.startsWith('/uploads/')) {
    const root = resolve(uploadsDir);
    const file = resolve(root, owner.image.slice('/uploads/'.length));
    if (file.startsWith(root + sep)) {
      try {
        const jpeg = await sharp(file)
          .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover' })
          .jpeg({ quality: 85 })
          .toBuffer();
        return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      } catch {
        // A picture removed under us (a new upload, a deleted account): the default stands in.
      }
    }
  }
  const svg = await readFile(join(DEFAULT_AVATARS, `default-${Math.abs(Math.trunc(owner.id)) % 10}.svg`));
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}
