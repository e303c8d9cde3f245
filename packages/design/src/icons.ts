/**
 * The glyphs of Qurio's icon set, drawn by both apps: the web as inline SVG (apps/web/src/ui/icons.tsx),
 * the phone app with react-native-svg (apps/mobile/src/ui/Icon.tsx). Line icons on a 24×24 grid,
 * drawn with a 2px round stroke in the current colour; a `solid` part is filled instead. Each glyph
 * is its own export, so a bundle carries only the glyphs it draws.
 */

export type GlyphPart =
  | { kind: 'path'; d: string; solid?: boolean }
  | { kind: 'circle'; cx: number; cy: number; r: number; solid?: boolean }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx?: number; solid?: boolean };

export type Glyph = readonly GlyphPart[];

/** The grid every glyph is drawn on, and the stroke of the line icons. */
export const GLYPH_VIEW_BOX = '0 0 24 24';
export const GLYPH_STROKE_WIDTH = 2;

export const moonGlyph: Glyph = [{ kind: 'path', d: 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z' }];
export const sunGlyph: Glyph = [
  { kind: 'circle', cx: 12, cy: 12, r: 4 },
  {
    kind: 'path',
    d: 'M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  },
];
export const maskGlyph: Glyph = [
  { kind: 'path', d: 'M3 8c3-1.5 6-1.5 9 0 3-1.5 6-1.5 9 0v3c0 4-3 7-6 7-1.5 0-2.3-1-3-2-.7 1-1.5 2-3 2-3 0-6-3-6-7Z' },
  { kind: 'path', d: 'M7 11.5c.8-.7 1.8-.7 2.6 0M14.4 11.5c.8-.7 1.8-.7 2.6 0' },
];
/** The heart's outline, drawn as a line icon and, liked, filled. */
export const heartPath = 'M12 20s-7.5-4.4-7.5-10A4.3 4.3 0 0 1 12 7.3 4.3 4.3 0 0 1 19.5 10c0 5.6-7.5 10-7.5 10Z';
export const heartGlyph: Glyph = [{ kind: 'path', d: heartPath }];
export const wifiOffGlyph: Glyph = [
  { kind: 'path', d: 'M3 3l18 18' },
  {
    kind: 'path',
    d: 'M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 5-2.7M19 13a10 10 0 0 0-2.2-1.7M2 9.5a15 15 0 0 1 4.3-2.8M22 9.5A15 15 0 0 0 11 6',
  },
  { kind: 'circle', cx: 12, cy: 20, r: 0.5 },
];
export const moreGlyph: Glyph = [
  { kind: 'circle', cx: 5, cy: 12, r: 1.2, solid: true },
  { kind: 'circle', cx: 12, cy: 12, r: 1.2, solid: true },
  { kind: 'circle', cx: 19, cy: 12, r: 1.2, solid: true },
];
export const shareGlyph: Glyph = [
  { kind: 'circle', cx: 18, cy: 5, r: 2.5 },
  { kind: 'circle', cx: 6, cy: 12, r: 2.5 },
  { kind: 'circle', cx: 18, cy: 19, r: 2.5 },
  { kind: 'path', d: 'M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5' },
];
export const flagGlyph: Glyph = [{ kind: 'path', d: 'M5 21V4M5 4h11l-2 4 2 4H5' }];
export const blockGlyph: Glyph = [
  { kind: 'circle', cx: 12, cy: 12, r: 8.5 },
  { kind: 'path', d: 'M6 6l12 12' },
];
export const trashGlyph: Glyph = [{ kind: 'path', d: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3' }];
export const editGlyph: Glyph = [
  { kind: 'path', d: 'M4 20h4L19 9l-4-4L4 16Z' },
  { kind: 'path', d: 'M13.5 6.5l4 4' },
];
export const arrowLeftGlyph: Glyph = [{ kind: 'path', d: 'M19 12H5M11 6l-6 6 6 6' }];
export const sendGlyph: Glyph = [{ kind: 'path', d: 'M21 3L10 14M21 3l-7 18-4-7-7-4Z' }];
export const linkGlyph: Glyph = [
  { kind: 'path', d: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1' },
  { kind: 'path', d: 'M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1' },
];
export const pictureGlyph: Glyph = [
  { kind: 'rect', x: 3.5, y: 4.5, width: 17, height: 15, rx: 2.5 },
  { kind: 'circle', cx: 9, cy: 10, r: 1.8 },
  { kind: 'path', d: 'M4 17.5l5-4.5 3.5 3 3-2.5 4.5 4' },
];
export const chatGlyph: Glyph = [{ kind: 'path', d: 'M4 5h16v11H9l-5 4Z' }];
export const eyeGlyph: Glyph = [
  { kind: 'path', d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z' },
  { kind: 'circle', cx: 12, cy: 12, r: 3 },
];
/** A pushpin: an answer pinned to the top of its owner's profile (issue 33). */
export const pinGlyph: Glyph = [{ kind: 'path', d: 'M9 3h6M10 3v6l-3 4h10l-3-4V3M12 13v8' }];
/** A triangle with an exclamation mark: an answer folded under its content warning (issue 33). */
export const warningGlyph: Glyph = [
  { kind: 'path', d: 'M12 3.5 2.5 20h19Z' },
  { kind: 'path', d: 'M12 10v4.5M12 17.2v.3' },
];
/** Explore and search: in every header, a guest's too (issue 34), so with the shell's glyphs. */
export const compassGlyph: Glyph = [
  { kind: 'circle', cx: 12, cy: 12, r: 9 },
  { kind: 'path', d: 'm15.5 8.5-2 5-5 2 2-5 5-2Z' },
];
export const searchGlyph: Glyph = [
  { kind: 'circle', cx: 11, cy: 11, r: 7 },
  { kind: 'path', d: 'm20 20-3.5-3.5' },
];
/** The verified mark: a filled seal with a check cut out in white (drawn apart from the line icons). */
export const verifiedSealPath =
  'M12 1.8l2.6 1.9 3.2-.2 1 3 2.6 1.9-1 3.1 1 3.1-2.6 1.9-1 3-3.2-.2L12 22.2l-2.6-1.9-3.2.2-1-3-2.6-1.9 1-3.1-1-3.1 2.6-1.9 1-3 3.2.2Z';
export const verifiedCheckPath = 'M8 12.3l2.7 2.7L16.2 9.5';
