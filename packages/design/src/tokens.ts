/**
 * The design tokens of both apps: the web's CSS variables (apps/web/src/styles/global.css, which a
 * test holds equal to these) and the phone app's theme (apps/mobile/src/ui/theme) read the same
 * values, so the two look like one product in the light and the night theme.
 *
 * Colours are the web's palette as it was (issue 30 has the app adopt it); sizes are in CSS pixels
 * on the web and density-independent points in the app (1rem = 16).
 */

export type ThemeName = 'light' | 'night';

/** One theme's colours; the key `textMuted` is the CSS variable `--text-muted` (see cssVariable). */
export interface ColorTokens {
  bg: string;
  bgAccent: string;
  surface: string;
  surfaceHover: string;
  surfaceSunken: string;
  inputBg: string;
  text: string;
  textMuted: string;
  textSubtle: string;
  border: string;
  borderStrong: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  primarySoft: string;
  primaryText: string;
  accent: string;
  accentText: string;
  accentSoft: string;
  danger: string;
  onDanger: string;
  dangerText: string;
  successText: string;
  snackBg: string;
  snackText: string;
  scrim: string;
  focusRing: string;
  focusOutline: string;
}

export const lightColors: ColorTokens = {
  bg: '#f5f6fb',
  bgAccent: '#ece8ff',
  surface: '#ffffff',
  surfaceHover: '#f1f2f8',
  surfaceSunken: '#eef0f6',
  inputBg: '#ffffff',
  text: '#151826',
  textMuted: '#545a6e',
  // Placeholders are text too: #767c8f was 4.16:1 on a white field, this is 4.65:1.
  textSubtle: '#6e7488',
  border: '#e3e5ee',
  borderStrong: '#c9cddb',
  primary: '#5a3ee6',
  primaryHover: '#4a2fd4',
  onPrimary: '#ffffff',
  primarySoft: '#eeeaff',
  primaryText: '#4b30d0',
  accent: '#e23d78',
  accentText: '#b8215a',
  accentSoft: '#ffe8f0',
  danger: '#c92a2a',
  onDanger: '#ffffff',
  dangerText: '#b42323',
  successText: '#1c7a43',
  snackBg: '#1d2030',
  snackText: '#f5f6fb',
  scrim: 'rgb(13 15 26 / 0.5)',
  focusRing: 'rgb(90 62 230 / 0.35)',
  focusOutline: '#5a3ee6',
};

export const nightColors: ColorTokens = {
  bg: '#0e1018',
  bgAccent: '#1b1738',
  surface: '#171a25',
  surfaceHover: '#202433',
  surfaceSunken: '#11131c',
  inputBg: '#11131c',
  text: '#eceef6',
  textMuted: '#a9afc3',
  textSubtle: '#8b91a6',
  border: '#272b3a',
  borderStrong: '#3a3f52',
  primary: '#a493ff',
  primaryHover: '#b6a8ff',
  onPrimary: '#120d2b',
  primarySoft: '#241d4d',
  primaryText: '#b9adff',
  accent: '#ff7aa6',
  accentText: '#ff8fb4',
  accentSoft: '#3a1a29',
  danger: '#c33d41',
  onDanger: '#ffffff',
  dangerText: '#ff8c8f',
  successText: '#5fd68f',
  snackBg: '#eceef6',
  snackText: '#151826',
  scrim: 'rgb(0 0 0 / 0.6)',
  focusRing: 'rgb(164 147 255 / 0.4)',
  focusOutline: '#b9adff',
};

export const colors: Record<ThemeName, ColorTokens> = { light: lightColors, night: nightColors };

/**
 * The type scale, in px (web) or pt (app): the sizes the web's stylesheets use (0.8125rem … 2rem),
 * named by role. `body` is the web's most used size (0.9375rem, 49 rules); inputs take 16 so iOS
 * Safari does not zoom into a focused field. `tab` is the phone app's tab bar label (iOS draws
 * 10–11 pt there; the web's phone bar draws its count at 10), `headline` the sign-in pages' title
 * (the web's 1.625rem), `display` every page's heading (1.5rem, 12 rules).
 */
export const fontSize = {
  tab: 11,
  caption: 12,
  small: 13,
  meta: 14,
  body: 15,
  input: 16,
  title: 17,
  subheading: 18,
  heading: 20,
  display: 24,
  headline: 26,
  hero: 32,
} as const;

/**
 * Line heights as factors of the size: the web's body 1.5 (on `body`), headings 1.2 (h1–h3), and
 * the 1.3 of its compact labels (tabs, badges). React Native wants points: `lineHeightOf`.
 */
export const lineHeight = { body: 1.5, tight: 1.3, heading: 1.2 } as const;

/** A line height in points for a size (React Native has no unitless line height). */
export function lineHeightOf(size: number, factor: number = lineHeight.body): number {
  return Math.round(size * factor);
}

/** Font weights as both platforms spell them (React Native wants strings). */
export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

/**
 * Spacing, a 4-point grid with the half steps (`…Plus`, 2 more) the web's gaps and paddings use:
 * 0.5rem 35 times, 0.75rem 33, 1rem 23, 0.625rem 17, 0.25rem 14, 0.125rem 14, 0.375rem 13,
 * 0.875rem in 18 paddings, 1.125rem in 6.
 */
export const space = {
  xxs: 2,
  xs: 4,
  xsPlus: 6,
  sm: 8,
  smPlus: 10,
  md: 12,
  mdPlus: 14,
  lg: 16,
  lgPlus: 18,
  xl: 20,
  xxl: 24,
  xxxl: 32,
} as const;

/** Corner radii: `--radius-sm` … `--radius-pill` on the web (a circle is `pill` too). */
export const radius = { sm: 8, md: 12, lg: 18, pill: 999 } as const;

/** The smallest touch target (Apple's 44 pt; Android's 48 dp is met by hitSlop where it matters). */
export const minTouchTarget = 44;

/**
 * The CSS custom property of a token: `textMuted` → `--text-muted`, radius `sm` → `--radius-sm`,
 * space `xsPlus` → `--space-xs-plus`, fontSize `body` → `--font-size-body`.
 */
export function cssVariable(name: string, group?: 'radius' | 'space' | 'font-size' | 'line-height'): string {
  const kebab = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return group ? `--${group}-${kebab}` : `--${kebab}`;
}

/** A `#rrggbb` colour's relative luminance (WCAG 2.x). */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours (1 … 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
