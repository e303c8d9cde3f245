import type { Glyph } from '@qurio/design';

// The few line icons only the pictures of an answer draw (the viewer's close and arrows, the
// camera), in the set's 24-unit grid and stroke; the shared set keeps the ones both apps draw.

export const closeGlyph: Glyph = [{ kind: 'path', d: 'M6 6l12 12M18 6L6 18' }];
export const chevronLeftGlyph: Glyph = [{ kind: 'path', d: 'M15 5l-7 7 7 7' }];
export const chevronRightGlyph: Glyph = [{ kind: 'path', d: 'M9 5l7 7-7 7' }];
export const cameraGlyph: Glyph = [
  { kind: 'path', d: 'M4 8h3.5L9 5.5h6L16.5 8H20v11H4Z' },
  { kind: 'circle', cx: 12, cy: 13, r: 3.5 },
];
