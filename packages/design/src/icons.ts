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
/** Explore and search: in every header, a guest's too (issue 34), so with the shell's glyphs. */
export const compassGlyph: Glyph = [
  { kind: 'circle', cx: 12, cy: 12, r: 9 },
  { kind: 'path', d: 'm15.5 8.5-2 5-5 2 2-5 5-2Z' },
];
export const searchGlyph: Glyph = [
  { kind: 'circle', cx: 11, cy: 11, r: 7 },
  { kind: 'path', d: 'm20 20-3.5-3.5' },
];
