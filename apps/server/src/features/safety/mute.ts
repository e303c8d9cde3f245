import { normaliseWord } from '../questions/profanity.js';

/**
 * How muted words match: both sides folded the way the profanity filter folds (case, accents,
 * Turkish ı, ß), split into words of letters and digits; a muted phrase matches its words in a
 * row. So "Çirkin" mutes "çirkin" and "cirkin" but not "çirkinlik", and "go away" does not mute
 * "go, I am away".
 */
export function foldedWords(text: string): string[] {
  return normaliseWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The stored form of a muted word or phrase: its folded words, one space apart. */
export function mutedForm(word: string): string {
  return foldedWords(word).join(' ');
}

/** Whether the text contains one of the muted forms as whole words. */
export function containsMuted(text: string, mutedForms: readonly string[]): boolean {
  if (mutedForms.length === 0) return false;
  const padded = ` ${foldedWords(text).join(' ')} `;
  return mutedForms.some((form) => form !== '' && padded.includes(` ${form} `));
}
