import sharp from 'sharp';
import { AppError } from '../../lib/errors.js';
import { asUploadError, MAX_INPUT_PIXELS, readUploadedImage } from '../uploads/images.js';

/**
 * Pictures for answers, made once at upload (issue 31). Every file is decoded and encoded anew
 * from its pixels, as profile images are (features/uploads/images.ts): no EXIF (camera, GPS), XMP,
 * ICC profile, comment or original file name survives, and no bytes a browser could read as
 * something else.
 *
 * - A still picture (JPEG, PNG, a one-frame GIF) becomes JPEGs 320, 640 and 1280 px wide, as far
 *   as the original reaches (a srcset), turned upright by its EXIF orientation, transparency on
 *   white. JPEG because every browser, app, mail client and link-preview crawler shows it.
 * - An animated GIF stays animated as an animated WebP (a third to a half of the GIF's bytes and
 *   shown by every browser and both phone platforms), at most `animatedMaxWidth` wide and
 *   `maxFrames` frames, plus JPEGs of its first frame for readers who ask for less motion and for
 *   the picture cards.
 */
export const MEDIA_RULES = {
  widths: [320, 640, 1280],
  /** A very tall picture is cut to this many widths high: a strip a screen cannot show anyway. */
  maxAspect: 3,
  animatedMaxWidth: 640,
  maxFrames: 300,
  /** Frames times pixels of one frame, decoded at once: about 200 MB of memory at most. */
  maxAnimatedPixels: 50_000_000,
  /** An animated WebP larger than this is refused (8 MB in, more out is not a GIF worth sending). */
  maxOutputBytes: 8 * 1024 * 1024,
  jpegQuality: 80,
  webpQuality: 70,
};

export interface MediaFile {
  /** `-320.jpg` … or `.webp`: appended to the picture's random name. */
  suffix: string;
  contentType: 'image/jpeg' | 'image/webp';
  body: Buffer;
  width: number;
  height: number;
}

export interface ProcessedMedia {
  kind: 'image' | 'animated';
  /** The still renditions, narrowest first. */
  stills: MediaFile[];
  /** The animated WebP, for an animated GIF. */
  animated: MediaFile | null;
}

export async function processMedia(input: Buffer): Promise<ProcessedMedia> {
  const metadata = await readUploadedImage(input);
  try {
    const frames = metadata.format === 'gif' ? (metadata.pages ?? 1) : 1;
    if (frames > 1) return await processAnimated(input, metadata.width, metadata.pageHeight ?? metadata.height, frames);
    return { kind: 'image', stills: await stills(input, MEDIA_RULES.widths.at(-1) ?? 1280), animated: null };
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * The JPEG renditions of a still picture (or an animation's first frame) up to `maxWidth`. The
 * original is decoded once, shrunk on load to the largest width, and the smaller widths are made
 * from those pixels: a 12-megapixel JPEG costs one decode, not three.
 */
async function stills(input: Buffer, maxWidth: number): Promise<MediaFile[]> {
  const { data, info } = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: false,
    failOn: 'error',
  })
    .autoOrient()
    .resize({
      width: maxWidth,
      height: maxWidth * MEDIA_RULES.maxAspect,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = [...MEDIA_RULES.widths.filter((w) => w < info.width), info.width].filter((w) => w <= maxWidth);
  return Promise.all(
    widths.map(async (width) => {
      const out = await sharp(data, raw)
        .resize({ width })
        .jpeg({ quality: MEDIA_RULES.jpegQuality, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return {
        suffix: `-${width}.jpg`,
        contentType: 'image/jpeg' as const,
        body: out.data,
        width: out.info.width,
        height: out.info.height,
      };
    }),
  );
}

async function processAnimated(input: Buffer, width: number, frameHeight: number, frames: number) {
  const scale = Math.min(1, MEDIA_RULES.animatedMaxWidth / width);
  const outWidth = Math.max(1, Math.round(width * scale));
  const outHeight = Math.max(1, Math.round(frameHeight * scale));
  // Frames past the caps are left out: the animation plays its first seconds, then loops.
  const pages = Math.max(
    1,
    Math.min(frames, MEDIA_RULES.maxFrames, Math.floor(MEDIA_RULES.maxAnimatedPixels / (width * frameHeight))),
  );
  const out = await sharp(input, {
    limitInputPixels: MAX_INPUT_PIXELS,
    animated: true,
    pages,
    failOn: 'error',
  })
    .resize({ width: outWidth, height: outHeight, fit: 'fill' })
    .webp({ quality: MEDIA_RULES.webpQuality, effort: 2, smartSubsample: true })
    .toBuffer({ resolveWithObject: true });
  if (out.data.length > MEDIA_RULES.maxOutputBytes) throw new AppError('FILE_TOO_LARGE');
  return {
    kind: 'animated' as const,
    stills: await stills(input, outWidth),
    animated: {
      suffix: '.webp',
      contentType: 'image/webp' as const,
      body: out.data,
      width: out.info.width,
      height: out.info.pageHeight ?? outHeight,
    },
  };
}
