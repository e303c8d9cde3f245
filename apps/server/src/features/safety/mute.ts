import { foldedWords } from '../../lib/fold.js';

/**
 * How muted words match: both sides folded by lib/fold.ts (the fold of search and the profanity
 * filter: case with Turkish İ/ı, accents, ß), split into words of letters and digits; a muted
 * phrase matches its words in a row. So "Çirkin" mutes "çirkin" and "cirkin" but not "çirkinlik",
 * and "go away" does not mute "go, I am away".
 *
 * The stored form of a muted word or phrase: its folded words, one space apart. */
export function mutedForm(word: string): string {
  return foldedWords(word).join(' ');
}

/** Whether the text contains one of the muted forms as whole words. */
export function containsMuted(text: string, mutedForms: readonly string[]): boolean {
  if (mutedForms.length === 0) return false;
  const padded = ` ${foldedWords(text).join(' ')} `;
  return mutedForms.some((form) => form !== '' && padded.includes(` ${form} `));
}
