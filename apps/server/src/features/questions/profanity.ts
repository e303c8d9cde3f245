import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import { foldText } from '../../lib/fold.js';
import { PROFANITY_WORDS } from './profanity-words.js';

/** English through the maintained `obscenity` dataset (it also catches l33t and spaced spellings). */
const english = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/** The same normal form the shipped word lists are written in: lib/fold.ts, as search and muted words. */
export const normaliseWord = foldText;

const exact = new Set<string>();
const stems: string[] = [];
for (const list of Object.values(PROFANITY_WORDS)) {
  for (const entry of list) {
    if (entry.endsWith('*')) stems.push(entry.slice(0, -1));
    else exact.add(entry);
  }
}

/** True when the text contains a listed word in English, German, Spanish, Portuguese or Turkish. */
export function isProfane(text: string): boolean {
  if (english.hasMatch(text)) return true;
  // Letters repeated for emphasis ("fiiick") collapse to one before matching.
  const words = normaliseWord(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.some((raw) => {
    const word = raw.replace(/(\p{L})\1{2,}/gu, '$1');
    return exact.has(word) || exact.has(raw) || stems.some((stem) => word.startsWith(stem));
  });
}
