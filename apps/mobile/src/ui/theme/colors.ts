import { type ColorTokens, lightColors as lightTokens, nightColors as nightTokens } from '@qurio/design';

/**
 * The app's colours are @qurio/design's tokens, the web's palette (issue 30), under their token
 * names (`surface`, `textMuted`, `primaryText`…) plus the names the screens used before the tokens:
 * `background` is `bg`, `card` is `surface`, `muted` is `textMuted`. `danger` is the one that is
 * read both as a fill and as text, so it is the token that holds 4.5:1 as text on a card in both
 * themes (`dangerText`); the danger button fills with `danger` through `dangerFill`.
 */
export interface Colors extends ColorTokens {
  background: string;
  card: string;
  muted: string;
  /** Red for text and small marks (errors, a liked heart, the badge dot). */
  danger: string;
  /** Red as a filled surface under `onDanger` text (the delete button, the offline strip). */
  dangerFill: string;
  /** The placeholder shapes of a loading list (Skeleton). */
  skeleton: string;
}

function appColors(tokens: ColorTokens): Colors {
  return {
    ...tokens,
    background: tokens.bg,
    card: tokens.surface,
    muted: tokens.textMuted,
    danger: tokens.dangerText,
    dangerFill: tokens.danger,
    skeleton: tokens.surfaceSunken,
  };
}

export const lightColors: Colors = appColors(lightTokens);
export const darkColors: Colors = appColors(nightTokens);
