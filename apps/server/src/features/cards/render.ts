import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Font } from 'satori';
import { REPO_ROOT } from '../../config.js';
import { type CardTheme, PALETTES, type Palette } from './palette.js';

/**
 * Picture cards of answers and profiles (issue 17), drawn from a plain element tree: satori lays it
 * out and turns the text into paths with the fonts shipped in apps/server/assets/fonts (Inter,
 * latin and latin-ext, OFL), and resvg rasterises the SVG to PNG. No system font is read; a glyph
 * no shipped font has (an emoji, CJK) is left out rather than failing the render.
 *
 * What a card shows is exactly what its `CardContent` holds: the tree is built from it alone, so a
 * test reading the tree's text knows everything the picture can say. An answer card never has an
 * asker, named or not: there is no field for one.
 */

export type CardFormat = 'link' | 'story';

export const CARD_SIZES: Record<CardFormat, { width: number; height: number }> = {
  /** Open Graph / Twitter summary_large_image. */
  link: { width: 1200, height: 630 },
  /** Instagram, WhatsApp and the like: 9:16. */
  story: { width: 1080, height: 1920 },
};

export interface CardOwner {
  /** The public name, or the username when there is none. */
  name: string;
  username: string;
  /** A data: URL of the picture (the member's, or their default avatar). */
  picture: string;
}

/** An answer's picture as a card draws it: a data: URL of a still JPEG and its pixel size. */
export interface CardMedia {
  src: string;
  width: number;
  height: number;
}

export type CardContent =
  | {
      kind: 'answer';
      question: string;
      answer: string;
      /** The answer's first picture (an animated one by its first frame), or null. */
      media: CardMedia | null;
      owner: CardOwner;
      address: string;
    }
  | { kind: 'profile'; bio: string; owner: CardOwner; address: string };

/** Text longer than this is cut before layout, with an ellipsis; lineClamp then fits what is left. */
const TEXT_LIMITS: Record<CardFormat, { question: number; answer: number; bio: number }> = {
  link: { question: 160, answer: 260, bio: 200 },
  story: { question: 300, answer: 700, bio: 400 },
};

/** With a picture the text has less room: beside it on a link card, below it on a story. */
const TEXT_LIMITS_WITH_MEDIA: Record<CardFormat, { question: number; answer: number }> = {
  link: { question: 100, answer: 150 },
  story: { question: 200, answer: 300 },
};

/** The picture's box: a fixed frame beside the text on a link card; on a story, the card's width. */
const LINK_MEDIA = { width: 420, height: 360 };
const STORY_MEDIA = { width: 804, minHeight: 360, maxHeight: 620 };

/**
 * satori (with its WebAssembly layout engine) and resvg load on the first card, not at start: they
 * add about 37 MB to a server's memory, and most processes never draw a card between restarts.
 */
let renderers: Promise<[typeof import('satori'), typeof import('@resvg/resvg-js')]> | null = null;
function loadRenderers() {
  renderers ??= Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return renderers;
}

const FONT_DIR = join(REPO_ROOT, 'apps/server/assets/fonts');
let fonts: Font[] | null = null;

/** Inter regular and bold, latin and latin-ext (German, Spanish, Portuguese, Turkish letters). */
function loadFonts(): Font[] {
  if (fonts) return fonts;
  const font = (file: string, weight: 400 | 700): Font => ({
    // One name per subset: satori keeps one font per name and weight, and falls back along fontFamily.
    name: file.includes('-ext-') ? 'Inter Ext' : 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(join(FONT_DIR, file)),
  });
  fonts = [
    font('inter-latin-400-normal.woff', 400),
    font('inter-latin-ext-400-normal.woff', 400),
    font('inter-latin-700-normal.woff', 700),
    font('inter-latin-ext-700-normal.woff', 700),
  ];
  return fonts;
}

/**
 * What the shipped fonts cover (fontsource's unicode ranges of Inter's latin and latin-ext subsets).
 * Anything else (emoji, CJK, Arabic…) would be drawn as the font's "no glyph" box: it is left out, and
 * so are the invisible joiners and marks (U+200B–200F, U+2060–206F) an emoji sequence leaves behind.
 */
const COVERED =
  'U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-200A,U+2010-205F,' +
  'U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FFFD,U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,' +
  'U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
const COVERED_RANGES = COVERED.split(',').map((range) => {
  const [from = '', to = from] = range.slice(2).split('-');
  return [Number.parseInt(from, 16), Number.parseInt(to, 16)] as const;
});

function isDrawable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return COVERED_RANGES.some(([from, to]) => code >= from && code <= to);
}

/**
 * Text the fonts can draw: characters they lack are dropped, whitespace folded to single spaces,
 * and past `max` characters it is cut at a word with an ellipsis.
 */
export function shorten(text: string, max: number): string {
  const flat = Array.from(text.replace(/\s+/g, ' ')).filter(isDrawable).join('').replace(/ {2,}/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max * 0.6 ? atWord : cut).trimEnd()}…`;
}

// The element tree satori reads: React's shape without React.
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild | CardChild[]; [key: string]: unknown };
}
type CardChild = CardNode | string;

function el(type: string, style: Record<string, string | number>, children?: CardChild | CardChild[]): CardNode {
  return { type, props: children === undefined ? { style } : { style, children } };
}

/** The mark of apps/web/src/ui/Logo.tsx: a speech bubble whose tail makes it a Q. */
function logoMark(size: number): CardNode {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6d4aff"/><stop offset="1" stop-color="#ff4f8b"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><circle cx="15.5" cy="15" r="7" fill="none" stroke="#fff" stroke-width="3"/><path d="M19 19l5 5" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/></svg>`;
  return {
    type: 'img',
    props: { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width: size, height: size },
  };
}

function brand(p: Palette, size: number): CardNode {
  return el('div', { display: 'flex', alignItems: 'center', gap: size * 0.3 }, [
    logoMark(size),
    el('div', { fontSize: size * 0.72, fontWeight: 700, letterSpacing: -1, color: p.text }, 'Qurio'),
  ]);
}

function avatar(owner: CardOwner, size: number, p: Palette): CardNode {
  const ring = Math.max(3, Math.round(size / 24));
  // The ring and the clip on a box around the picture: satori clips a rounded <img> short of a circle.
  return el(
    'div',
    {
      display: 'flex',
      padding: ring,
      borderRadius: size,
      backgroundColor: p.surface,
      flexShrink: 0,
    },
    el(
      'div',
      { display: 'flex', width: size, height: size, borderRadius: size / 2, overflow: 'hidden' },
      {
        type: 'img',
        props: { src: owner.picture, width: size, height: size, style: { width: size, height: size } },
      },
    ),
  );
}

function ownerLine(owner: CardOwner, p: Palette, scale: number): CardNode {
  return el('div', { display: 'flex', alignItems: 'center', gap: 20 * scale, minWidth: 0, flexShrink: 1 }, [
    avatar(owner, 72 * scale, p),
    el('div', { display: 'flex', flexDirection: 'column', minWidth: 0, flexShrink: 1 }, [
      el(
        'div',
        { fontSize: 30 * scale, fontWeight: 700, color: p.text, lineClamp: 1, display: 'block' },
        shorten(owner.name, 60),
      ),
      el('div', { fontSize: 24 * scale, color: p.muted, lineClamp: 1, display: 'block' }, `@${owner.username}`),
    ]),
  ]);
}

function questionBubble(text: string, p: Palette, fontSize: number, lines: number): CardNode {
  return el(
    'div',
    {
      display: 'flex',
      background: p.primarySoft,
      color: p.text,
      borderRadius: 28,
      padding: `${fontSize * 0.8}px ${fontSize * 1.1}px`,
      borderLeft: `8px solid ${p.primary}`,
    },
    el('div', { display: 'block', fontSize, fontWeight: 700, lineHeight: 1.3, lineClamp: lines }, text),
  );
}

/** A picture cut to fill its box (cover), with rounded corners; satori clips the box, not the <img>. */
function mediaBox(media: CardMedia, width: number, height: number, p: Palette): CardNode {
  return el(
    'div',
    {
      display: 'flex',
      width,
      height,
      flexShrink: 0,
      borderRadius: 28,
      overflow: 'hidden',
      backgroundColor: p.border,
    },
    {
      type: 'img',
      props: { src: media.src, width, height, style: { width, height, objectFit: 'cover' } },
    },
  );
}

/** The link card of an answer with a picture: question and a shorter answer beside it, the owner below. */
function answerLinkWithMedia(
  content: Extract<CardContent, { kind: 'answer' }>,
  media: CardMedia,
  p: Palette,
): CardNode {
  const limits = TEXT_LIMITS_WITH_MEDIA.link;
  const question = shorten(content.question, limits.question);
  const answer = shorten(content.answer, limits.answer);
  return el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: 56 }, [
    el('div', { display: 'flex', gap: 40, flexGrow: 1, minHeight: 0 }, [
      el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, flexShrink: 1, minWidth: 0 }, [
        questionBubble(question, p, 30, 3),
        el(
          'div',
          {
            display: 'block',
            marginTop: 28,
            fontSize: answer.length > 80 ? 30 : 36,
            lineHeight: 1.35,
            color: p.text,
            lineClamp: 4,
          },
          answer,
        ),
      ]),
      mediaBox(media, LINK_MEDIA.width, LINK_MEDIA.height, p),
    ]),
    el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 32, marginTop: 24 }, [
      ownerLine(content.owner, p, 0.9),
      brand(p, 48),
    ]),
  ]);
}

function answerCard(content: Extract<CardContent, { kind: 'answer' }>, format: CardFormat, p: Palette): CardNode {
  const media = content.media;
  if (format === 'link' && media) return answerLinkWithMedia(content, media, p);
  const limits = media ? { ...TEXT_LIMITS[format], ...TEXT_LIMITS_WITH_MEDIA[format] } : TEXT_LIMITS[format];
  const question = shorten(content.question, limits.question);
  const answer = shorten(content.answer, limits.answer);
  if (format === 'link') {
    return el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: 56 }, [
      questionBubble(question, p, 34, 2),
      el(
        'div',
        {
          display: 'block',
          marginTop: 36,
          fontSize: answer.length > 140 ? 34 : 42,
          lineHeight: 1.35,
          color: p.text,
          lineClamp: 4,
        },
        answer,
      ),
      el('div', { display: 'flex', flexGrow: 1 }),
      el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 32 }, [
        ownerLine(content.owner, p, 1),
        brand(p, 52),
      ]),
    ]);
  }
  return el('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '120px 80px 110px' }, [
    el('div', { display: 'flex', justifyContent: 'center' }, brand(p, 76)),
    el('div', { display: 'flex', flexGrow: 1 }),
    el(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        background: p.surface,
        borderRadius: 44,
        padding: 56,
        border: `2px solid ${p.border}`,
      },
      [
        ...(media ? [storyMedia(media, p)] : []),
        questionBubble(question, p, 44, media ? 3 : 6),
        el(
          'div',
          {
            display: 'block',
            marginTop: 44,
            // Below a picture the answer has four lines, a little smaller, so the card keeps its margins.
            fontSize: media ? 42 : answer.length > 300 ? 38 : 48,
            lineHeight: 1.4,
            color: p.text,
            lineClamp: media ? 4 : 14,
          },
          answer,
        ),
        el('div', { display: 'flex', marginTop: 52 }, ownerLine(content.owner, p, 1.35)),
      ],
    ),
    el('div', { display: 'flex', flexGrow: 1 }),
    el('div', { display: 'flex', justifyContent: 'center', fontSize: 34, color: p.muted }, content.address),
  ]);
}

/** A story's picture above the question: the card's width, as tall as its shape asks within bounds. */
function storyMedia(media: CardMedia, p: Palette): CardNode {
  const natural = Math.round((STORY_MEDIA.width * media.height) / Math.max(1, media.width));
  const height = Math.min(STORY_MEDIA.maxHeight, Math.max(STORY_MEDIA.minHeight, natural));
  return el('div', { display: 'flex', marginBottom: 44 }, mediaBox(media, STORY_MEDIA.width, height, p));
}

function profileCard(content: Extract<CardContent, { kind: 'profile' }>, format: CardFormat, p: Palette): CardNode {
  const bio = shorten(content.bio, TEXT_LIMITS[format].bio);
  const story = format === 'story';
  const size = story ? 320 : 180;
  const person = el(
    'div',
    { display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', width: '100%' },
    [
      avatar(content.owner, size, p),
      el(
        'div',
        {
          display: 'block',
          marginTop: story ? 48 : 28,
          fontSize: story ? 72 : 54,
          fontWeight: 700,
          color: p.text,
          lineClamp: 2,
        },
        shorten(content.owner.name, 60),
      ),
      el(
        'div',
        { display: 'block', marginTop: 8, fontSize: story ? 44 : 32, color: p.muted, lineClamp: 1 },
        `@${content.owner.username}`,
      ),
      bio
        ? el(
            'div',
            {
              display: 'block',
              marginTop: story ? 56 : 24,
              fontSize: story ? 44 : 30,
              lineHeight: 1.4,
              color: p.text,
              lineClamp: story ? 6 : 2,
            },
            bio,
          )
        : el('div', { display: 'flex' }),
    ],
  );
  return el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      flexGrow: 1,
      padding: story ? '120px 80px 110px' : '48px 80px',
    },
    [
      story ? brand(p, 76) : el('div', { display: 'flex' }),
      el('div', { display: 'flex', flexGrow: 1 }),
      person,
      el('div', { display: 'flex', flexGrow: 1 }),
      story
        ? el('div', { display: 'flex', fontSize: 34, color: p.primaryText }, content.address)
        : el('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', width: '100%' }, [
            el('div', { display: 'flex', fontSize: 28, color: p.primaryText }, content.address),
            brand(p, 48),
          ]),
    ],
  );
}

/** The element tree of a card: everything it will show, and nothing else. */
export function buildCardTree(content: CardContent, format: CardFormat, theme: CardTheme): CardNode {
  const p = PALETTES[theme];
  const { width, height } = CARD_SIZES[format];
  return el(
    'div',
    {
      display: 'flex',
      width,
      height,
      fontFamily: 'Inter, Inter Ext',
      // Inter's contextual alternates draw an "x" between digits as "×": a username such as
      // "member242x6" would show as "member242×6". Off, as the web's text is.
      fontVariantLigatures: 'no-contextual',
      color: p.text,
      backgroundColor: p.bg,
      backgroundImage: `linear-gradient(160deg, ${p.bgAccent} 0%, ${p.bg} 55%, ${p.accentSoft} 100%)`,
    },
    content.kind === 'answer' ? answerCard(content, format, p) : profileCard(content, format, p),
  );
}

/** Every string the tree draws, in order: what a test searches for a name that must not be there. */
export function treeText(node: CardChild | CardChild[] | undefined): string[] {
  if (node === undefined) return [];
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(treeText);
  return treeText(node.props.children);
}

/**
 * The SVG of a card. `embedFont: false` keeps the text as <text> elements (tests read it); the
 * PNG path draws glyphs as paths, so no font is needed to display it.
 */
export async function renderCardSvg(
  content: CardContent,
  format: CardFormat,
  theme: CardTheme,
  options: { embedFont?: boolean } = {},
): Promise<string> {
  const { width, height } = CARD_SIZES[format];
  const [{ default: satori }] = await loadRenderers();
  return satori(buildCardTree(content, format, theme) as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: loadFonts(),
    embedFont: options.embedFont ?? true,
    // No fallback font for emoji, CJK or other scripts: the glyph is left out, the render goes on.
    loadAdditionalAsset: async () => [],
  });
}

/**
 * A card as PNG. Satori's layout runs on the event loop (tens of milliseconds); the rasterising,
 * the larger part, runs on libuv's thread pool (resvg's renderAsync), off the request path.
 */
export async function renderCardPng(content: CardContent, format: CardFormat, theme: CardTheme): Promise<Buffer> {
  const svg = await renderCardSvg(content, format, theme);
  const [, { renderAsync }] = await loadRenderers();
  const image = await renderAsync(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } });
  return image.asPng();
}
