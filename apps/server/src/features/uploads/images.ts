import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.js';

export type ImageKind = 'avatar' | 'cover';

export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  avatar: { width: 400, height: 400 },
  cover: { width: 1500, height: 500 },
};

/** Judged from the bytes by libvips; the file name and the Content-Type header are never trusted. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif']);

/**
 * About 100 megapixels: any real camera photo passes, a small file that inflates to gigabytes
 * (a decompression bomb) does not. Answer pictures (features/media/images.ts) use it too.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * The one gate of every uploaded picture: its header as libvips reads it, when it is a JPEG, PNG
 * or GIF within the pixel cap; 'Uploading Error.' for anything else (not an image, another
 * format, a truncated or oversized one).
 */
export async function readUploadedImage(input: Buffer): Promise<Metadata> {
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (ACCEPTED_FORMATS.has(metadata.format)) return metadata;
  } catch {
    // libvips could not read it.
  }
  throw new AppError('UPLOAD_ERROR');
}

/** An encoder's failure as the upload's error: what libvips could not decode is the client's file. */
export function asUploadError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError('UPLOAD_ERROR');
}

/**
 * Decodes the upload and encodes a brand-new JPEG, so nothing of the original file survives:
 * no EXIF (camera, GPS), XMP, ICC or comments, and no bytes that a browser could read as
 * something else. The EXIF orientation is applied first, then the image is cropped to fill the
 * target size. JPEG because every browser, mail client and link-preview crawler shows it; the
 * cost is that transparency is flattened onto white. A GIF keeps its first frame only.
 */
export async function processImage(input: Buffer, kind: ImageKind): Promise<Buffer> {
  const { width, height } = IMAGE_SIZES[kind];
  await readUploadedImage(input);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
      .rotate()
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    throw asUploadError(error);
  }
}
