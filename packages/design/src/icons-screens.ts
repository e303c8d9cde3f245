import type { Glyph } from './icons.js';

/*
 * Glyphs that only some screens draw (discovery, settings, the picture viewer), in a module of
 * their own: a module lands whole in one bundle chunk, so a glyph kept in icons.ts rides in the
 * web's first-load chunk with the shell's (measured: the viewer's three cost the guest profile
 * 0.1 KB gzip there). The package's index re-exports both.
 */

/** Closes a dialog that has no Cancel button (the picture viewer). */
export const closeGlyph: Glyph = [{ kind: 'path', d: 'M6 6l12 12M18 6 6 18' }];
/** Previous and next in a sequence (the pictures of an answer). */
export const chevronLeftGlyph: Glyph = [{ kind: 'path', d: 'M15 5l-7 7 7 7' }];
export const chevronRightGlyph: Glyph = [{ kind: 'path', d: 'M9 5l7 7-7 7' }];
export const bellGlyph: Glyph = [
  { kind: 'path', d: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9' },
  { kind: 'path', d: 'M10.3 21a1.94 1.94 0 0 0 3.4 0' },
];
export const hashGlyph: Glyph = [{ kind: 'path', d: 'M4 9h16M4 15h16M10 3 8 21M16 3l-2 18' }];
export const historyGlyph: Glyph = [
  { kind: 'path', d: 'M3 12a9 9 0 1 0 3-6.7L3 8' },
  { kind: 'path', d: 'M3 3v5h5' },
  { kind: 'path', d: 'M12 7v5l3 2' },
];
export const userPlusGlyph: Glyph = [
  { kind: 'circle', cx: 9, cy: 8, r: 4 },
  { kind: 'path', d: 'M2 21a7 7 0 0 1 14 0' },
  { kind: 'path', d: 'M19 8v6M16 11h6' },
];
export const trendGlyph: Glyph = [
  { kind: 'path', d: 'm3 17 6-6 4 4 8-8' },
  { kind: 'path', d: 'M15 7h6v6' },
];
export const refreshGlyph: Glyph = [
  { kind: 'path', d: 'M21 12a9 9 0 1 1-2.6-6.4L21 8' },
  { kind: 'path', d: 'M21 3v5h-5' },
];
export const personGlyph: Glyph = [
  { kind: 'circle', cx: 12, cy: 8, r: 4 },
  { kind: 'path', d: 'M4 21a8 8 0 0 1 16 0' },
];
