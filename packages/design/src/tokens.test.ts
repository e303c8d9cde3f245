import { describe, expect, it } from 'vitest';
import { type ColorTokens, colors, contrastRatio, cssVariable, type ThemeName } from './tokens';

type Key = keyof ColorTokens;

/** Text (first) on the backgrounds it is drawn on in either app: WCAG AA for body text, 4.5:1. */
const TEXT_PAIRS: [Key, Key[]][] = [
  ['text', ['bg', 'bgAccent', 'surface', 'surfaceHover', 'surfaceSunken', 'inputBg']],
  ['textMuted', ['bg', 'surface', 'surfaceHover', 'surfaceSunken', 'inputBg']],
  ['textSubtle', ['surface', 'inputBg']],
  ['primaryText', ['bg', 'surface', 'surfaceSunken', 'primarySoft']],
  // The app draws links and the selected tab's label in `primary` itself.
  ['primary', ['bg', 'surface']],
  ['onPrimary', ['primary', 'primaryHover']],
  ['onDanger', ['danger']],
  ['dangerText', ['bg', 'surface']],
  ['accentText', ['surface', 'accentSoft']],
  ['successText', ['surface']],
  ['snackText', ['snackBg']],
];

describe.each(['light', 'night'] as ThemeName[])('the %s theme', (theme) => {
  const palette = colors[theme];
  for (const [fg, backgrounds] of TEXT_PAIRS) {
    for (const bg of backgrounds) {
      it(`${fg} on ${bg} is readable (>= 4.5:1)`, () => {
        expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('the focus outline stands out from the page and the cards (>= 3:1, WCAG 1.4.11)', () => {
    expect(contrastRatio(palette.focusOutline, palette.bg)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(palette.focusOutline, palette.surface)).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('gives the ratios WCAG gives', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});

describe('the two themes', () => {
  it('name the same tokens', () => {
    expect(Object.keys(colors.night).sort()).toEqual(Object.keys(colors.light).sort());
  });

  it('map to CSS variable names as the stylesheet spells them', () => {
    expect(cssVariable('textMuted')).toBe('--text-muted');
    expect(cssVariable('bg')).toBe('--bg');
    expect(cssVariable('sm', 'radius')).toBe('--radius-sm');
  });
});
