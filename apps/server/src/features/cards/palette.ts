/**
 * The web app's design tokens (apps/web/src/styles/global.css), light and night, as far as a card
 * uses them. Copied rather than parsed: a card's look changes with a deliberate edit here, and the
 * render version in cards.ts (part of every cache key) changes with it.
 */
export type CardTheme = 'light' | 'night';

export interface Palette {
  bg: string;
  bgAccent: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  primary: string;
  primarySoft: string;
  primaryText: string;
  accentSoft: string;
}

export const PALETTES: Record<CardTheme, Palette> = {
  light: {
    bg: '#f5f6fb',
    bgAccent: '#ece8ff',
    surface: '#ffffff',
    text: '#151826',
    muted: '#545a6e',
    border: '#e3e5ee',
    primary: '#5a3ee6',
    primarySoft: '#eeeaff',
    primaryText: '#4b30d0',
    accentSoft: '#ffe8f0',
  },
  night: {
    bg: '#0e1018',
    bgAccent: '#1b1738',
    surface: '#171a25',
    text: '#eceef6',
    muted: '#a9afc3',
    border: '#272b3a',
    primary: '#a493ff',
    primarySoft: '#241d4d',
    primaryText: '#b9adff',
    accentSoft: '#3a1a29',
  },
};
