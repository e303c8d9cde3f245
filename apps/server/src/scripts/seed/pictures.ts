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

/** The scenes demo answers show, described in each member's language (the alt text a member writes). */
const SCENES = [
  {
    kind: 'sunset',
    alt: {
      de: 'Sonnenuntergang über violetten Hügeln',
      en: 'Sunset over purple hills',
      es: 'Atardecer sobre colinas violetas',
      pt: 'Pôr do sol sobre colinas roxas',
      tr: 'Mor tepelerin üzerinde gün batımı',
    },
  },
  {
    kind: 'sea',
    alt: {
      de: 'Das Meer an einem klaren Morgen',
      en: 'The sea on a clear morning',
      es: 'El mar en una mañana despejada',
      pt: 'O mar numa manhã limpa',
      tr: 'Açık bir sabahta deniz',
    },
  },
  {
    kind: 'night',
    alt: {
      de: 'Sternenhimmel mit Mondsichel über der Stadt',
      en: 'Starry sky with a crescent moon over the city',
      es: 'Cielo estrellado con luna creciente sobre la ciudad',
      pt: 'Céu estrelado com lua crescente sobre a cidade',
      tr: 'Şehrin üzerinde hilal ve yıldızlı gökyüzü',
    },
  },
  {
    kind: 'coffee',
    alt: {
      de: 'Eine Tasse Kaffee auf einem Holztisch',
      en: 'A cup of coffee on a wooden table',
      es: 'Una taza de café sobre una mesa de madera',
      pt: 'Uma chávena de café numa mesa de madeira',
      tr: 'Ahşap masada bir fincan kahve',
    },
  },
] as const;

export type SceneLanguage = keyof (typeof SCENES)[number]['alt'];

/** A demo photo of an answer, drawn as a phone would send it (a 1600×1200 PNG), and its description. */
export async function drawScene(index: number, lang: SceneLanguage): Promise<{ png: Buffer; alt: string }> {
  const scene = SCENES[index % SCENES.length] as (typeof SCENES)[number];
  const h = hashOf(`scene:${index}`);
  const shift = (h % 200) - 100;
  const bodies: Record<(typeof SCENES)[number]['kind'], string> = {
    sunset: `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff9a5a"/><stop offset="1" stop-color="#ffd29a"/></linearGradient></defs>
      <rect width="1600" height="1200" fill="url(#s)"/><circle cx="${1100 + shift}" cy="420" r="150" fill="#fff3c4"/>
      <path d="M0 900 L420 520 L760 820 L1120 480 L1600 880 L1600 1200 L0 1200 Z" fill="#6d4fd8"/>
      <path d="M0 1020 L520 760 L980 980 L1600 760 L1600 1200 L0 1200 Z" fill="#3f2a8c"/>`,
    sea: `<rect width="1600" height="700" fill="#9fd3ff"/><circle cx="${1200 + shift}" cy="260" r="110" fill="#fff6d0"/>
      <rect y="700" width="1600" height="500" fill="#1f6fd1"/>
      <path d="M0 760 Q200 720 400 760 T800 760 T1200 760 T1600 760" stroke="#cfe9ff" stroke-width="10" fill="none"/>`,
    night: `<rect width="1600" height="1200" fill="#141a3a"/>
      ${Array.from({ length: 40 }, (_, i) => `<circle cx="${(h * (i + 3) * 37) % 1600}" cy="${(h * (i + 7) * 17) % 700}" r="${2 + (i % 3)}" fill="#fff"/>`).join('')}
      <circle cx="${1200 + shift}" cy="260" r="90" fill="#fdf1b8"/><circle cx="${1240 + shift}" cy="230" r="90" fill="#141a3a"/>
      <path d="M0 1200 L0 860 L160 860 L160 760 L300 760 L300 900 L480 900 L480 700 L640 700 L640 880 L820 880 L820 780 L1000 780 L1000 920 L1200 920 L1200 820 L1400 820 L1400 900 L1600 900 L1600 1200 Z" fill="#0a0d1f"/>`,
    coffee: `<rect width="1600" height="1200" fill="#8a5a3b"/><rect y="0" width="1600" height="500" fill="#f1e4d3"/>
      <ellipse cx="${800 + shift}" cy="780" rx="330" ry="110" fill="#f4f1ec"/>
      <rect x="${620 + shift}" y="480" width="360" height="300" rx="40" fill="#ffffff"/>
      <ellipse cx="${800 + shift}" cy="490" rx="180" ry="40" fill="#5b3a22"/>
      <path d="M${980 + shift} 560 q110 0 110 90 q0 90 -110 90" stroke="#ffffff" stroke-width="36" fill="none"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">${bodies[scene.kind]}</svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  return { png, alt: scene.alt[lang] };
}
