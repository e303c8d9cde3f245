/**
 * The one fold of letters that every comparison of words uses: search (indexed text and query
 * terms, lib/search-text.ts), muted words (features/safety/mute.ts) and the profanity filter
 * (features/questions/profanity.ts). Two spellings a reader takes for the same word fold to the
 * same string, in every language we ship:
 * - case, Turkish-safe: İ, I and ı all become i (toLowerCase alone turns İ into "i̇" and leaves ı,
 *   so "IŞIK" and "ışık" would differ);
 * - German ß and ẞ become ss ("Fußball" = "fussball");
 * - accents go: NFKD splits a letter from its marks and the nonspacing marks (\p{Mn}) are dropped
 *   ("café" = "cafe", "ÇOCUK" = "cocuk"); NFKD also folds compatibility forms (ﬁ → fi, full-width
 *   letters, superscript digits);
 * - letters that carry their stroke in the glyph and so have no decomposition: ø, đ, ł, ħ, æ, œ, þ.
 */
const NO_DECOMPOSITION: Record<string, string> = {
  ß: 'ss',
  ı: 'i',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ħ: 'h',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
  ð: 'd',
};
const NO_DECOMPOSITION_RE = new RegExp(`[${Object.keys(NO_DECOMPOSITION).join('')}]`, 'gu');

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mn}+/gu, '')
    .toLowerCase()
    .replace(NO_DECOMPOSITION_RE, (c) => NO_DECOMPOSITION[c] ?? c);
}

/**
 * Words of a text: runs of letters, digits and spacing marks (the vowel signs of Indic scripts are
 * part of their words). Everything else separates, so nothing else ever reaches a query parser.
 */
export function splitWords(text: string): string[] {
  return text.match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

/** The folded words of a text (muted words, profanity). */
export function foldedWords(text: string): string[] {
  return splitWords(foldText(text));
}
