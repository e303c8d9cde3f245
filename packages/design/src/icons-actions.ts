import type { Glyph } from './icons.js';

/*
 * Glyphs of answer cards, their menus and the ask form (a profile's, a post's and the member
 * feeds'), in a module of their own: a module lands whole in one bundle chunk, so kept in icons.ts
 * they rode in the web's first-load chunk, which the landing page loads too and never draws them
 * with. The package's index re-exports them.
 */

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
export const chatGlyph: Glyph = [{ kind: 'path', d: 'M4 5h16v11H9l-5 4Z' }];
/** A pushpin: an answer pinned to the top of its owner's profile (issue 33). */
export const pinGlyph: Glyph = [{ kind: 'path', d: 'M9 3h6M10 3v6l-3 4h10l-3-4V3M12 13v8' }];
/** A triangle with an exclamation mark: an answer folded under its content warning (issue 33). */
export const warningGlyph: Glyph = [
  { kind: 'path', d: 'M12 3.5 2.5 20h19Z' },
  { kind: 'path', d: 'M12 10v4.5M12 17.2v.3' },
];
/** The verified mark: a filled seal with a check cut out in white (drawn apart from the line icons). */
export const verifiedSealPath =
  'M12 1.8l2.6 1.9 3.2-.2 1 3 2.6 1.9-1 3.1 1 3.1-2.6 1.9-1 3-3.2-.2L12 22.2l-2.6-1.9-3.2.2-1-3-2.6-1.9 1-3.1-1-3.1 2.6-1.9 1-3 3.2.2Z';
export const verifiedCheckPath = 'M8 12.3l2.7 2.7L16.2 9.5';
