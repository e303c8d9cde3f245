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

// Moved out of icons.ts (issue 34): the member header's, the share dialogs', notifications'
// and the landing's glyphs, which no guest profile draws at first (0.7 KB gzip of its first load).
export const homeGlyph: Glyph = [
  { kind: 'path', d: 'M3 10.5 12 3l9 7.5' },
  { kind: 'path', d: 'M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5' },
];
export const logoutGlyph: Glyph = [
  { kind: 'path', d: 'M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3' },
  { kind: 'path', d: 'M14 7l5 5-5 5M19 12H8' },
];
export const copyGlyph: Glyph = [
  { kind: 'rect', x: 9, y: 9, width: 12, height: 12, rx: 2 },
  { kind: 'path', d: 'M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1' },
];
export const checkGlyph: Glyph = [{ kind: 'path', d: 'M5 12.5l4.5 4.5L19 7.5' }];
export const atGlyph: Glyph = [
  { kind: 'circle', cx: 12, cy: 12, r: 4 },
  { kind: 'path', d: 'M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8' },
];
export const megaphoneGlyph: Glyph = [
  { kind: 'path', d: 'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z' },
  { kind: 'path', d: 'M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13' },
];
export const usersGlyph: Glyph = [
  { kind: 'circle', cx: 9, cy: 8, r: 3.5 },
  { kind: 'path', d: 'M2.5 20c.6-3.6 3.2-5.5 6.5-5.5s5.9 1.9 6.5 5.5' },
  { kind: 'path', d: 'M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.8c2 .7 3.2 2.4 3.5 5.2' },
];
export const inboxGlyph: Glyph = [
  { kind: 'path', d: 'M3 13l2.5-8h13L21 13v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z' },
  { kind: 'path', d: 'M3 13h5l1.5 2.5h5L16 13h5' },
];
/** Sharing and attaching (the share dialog, an answer's pictures field): drawn only once opened. */
export const linkGlyph: Glyph = [
  { kind: 'path', d: 'M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1' },
  { kind: 'path', d: 'M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1' },
];
export const pictureGlyph: Glyph = [
  { kind: 'rect', x: 3.5, y: 4.5, width: 17, height: 15, rx: 2.5 },
  { kind: 'circle', cx: 9, cy: 10, r: 1.8 },
  { kind: 'path', d: 'M4 17.5l5-4.5 3.5 3 3-2.5 4.5 4' },
];
export const eyeGlyph: Glyph = [
  { kind: 'path', d: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z' },
  { kind: 'circle', cx: 12, cy: 12, r: 3 },
];
