import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { type ImageKind, processImage } from '../../features/uploads/images.js';
import { IMAGE_STORAGE } from '../../features/uploads/service.js';
import { IMMUTABLE, newKey, type Storage } from '../../lib/storage/storage.js';

/**
 * Demo pictures drawn at seed time, with no network: initials on a coloured square for profile
 * pictures, a soft gradient for covers. Each goes through the upload feature's own encoder
 * (`processImage`: decoded by sharp, cropped to 400×400 or 1500×500, re-encoded as a JPEG without
 * metadata) and is stored as an upload is (storage key `avatars|covers/<32 random hex>.jpg`), so a member
 * who later uploads a real picture replaces and deletes it like any other.
 */

const COLOURS = [
  '#e11d48',
  '#db2777',
  '#c026d3',
  '#7c3aed',
  '#4f46e5',
  '#2563eb',
  '#0284c7',
  '#0891b2',
  '#0d9488',
  '#059669',
  '#16a34a',
  '#65a30d',
  '#ca8a04',
  '#d97706',
  '#ea580c',
  '#dc2626',
] as const;

/** A stable number from a text, so a member keeps the same colours whatever else changes. */
function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

const colour = (n: number) => COLOURS[n % COLOURS.length] as string;

/** "Ayşe Öztürk" → "AÖ", in the name's own letters (Turkish İ stays İ). */
export function initialsOf(fullname: string, lang: string): string {
  return fullname
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => ([...part][0] ?? '').toLocaleUpperCase(lang))
    .join('');
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function avatarSvg(fullname: string, lang: string, key: string): Buffer {
  const h = hashOf(key);
  const initials = escapeXml(initialsOf(fullname, lang));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${colour(h)}"/><stop offset="1" stop-color="${colour(h + 3)}"/>
      </linearGradient></defs>
      <rect width="400" height="400" fill="url(#g)"/>
      <text x="200" y="200" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="140" font-weight="700"
        font-family="DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif">${initials}</text>
    </svg>`,
  );
}

/** Drawn at half size: a gradient loses nothing when the encoder scales it up, and it is twice as fast. */
function coverSvg(key: string): Buffer {
  const h = hashOf(`cover:${key}`);
  const a = colour(h);
  // A neighbour in the (hue-ordered) palette: a gradient that stays within one family of colours.
  const b = colour(h + 2 + ((h >>> 4) % 3));
  const cx = 100 + (h % 550);
  const cy = (h >>> 8) % 250;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="250">
      <defs><linearGradient id="g" x1="0" y1="${(h >>> 12) % 2}" x2="1" y2="${(h >>> 13) % 2 ? 0 : 1}">
        <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/>
      </linearGradient></defs>
      <rect width="750" height="250" fill="url(#g)"/>
      <circle cx="${cx}" cy="${cy}" r="${90 + (h % 70)}" fill="#ffffff" fill-opacity="0.12"/>
      <circle cx="${750 - cx}" cy="${250 - cy}" r="${60 + ((h >>> 3) % 60)}" fill="#ffffff" fill-opacity="0.08"/>
    </svg>`,
  );
}

/** The upload path: a PNG as a browser would send it (uncompressed: it never leaves memory), then the upload feature's encoder. */
async function encode(svg: Buffer, kind: ImageKind): Promise<Buffer> {
  const png = await sharp(svg).png({ compressionLevel: 0 }).toBuffer();
  return processImage(png, kind);
}

/** Stores the picture under a new random key, as an upload is, and returns its public URL. */
async function store(storage: Storage, kind: ImageKind, jpeg: Buffer): Promise<string> {
  const key = newKey(IMAGE_STORAGE[kind].prefix, 'jpg');
  await storage.put(key, jpeg, { contentType: 'image/jpeg', cacheControl: IMMUTABLE });
  return storage.publicUrl(key);
}

export async function drawAvatar(
  storage: Storage,
  member: { username: string; fullname: string; lang: string },
): Promise<string> {
  return store(storage, 'avatar', await encode(avatarSvg(member.fullname, member.lang, member.username), 'avatar'));
}

export async function drawCover(storage: Storage, member: { username: string }): Promise<string> {
  return store(storage, 'cover', await encode(coverSvg(member.username), 'cover'));
}
