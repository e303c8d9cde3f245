import { stemmer as en } from '@orama/stemmers/english';
import { stemmer as de } from '@orama/stemmers/german';
import { stemmer as pt } from '@orama/stemmers/portuguese';
import { stemmer as es } from '@orama/stemmers/spanish';
import { stemmer as tr } from '@orama/stemmers/turkish';
import { foldText, splitWords } from './fold.js';

/**
 * What search indexes and looks up: folded (lib/fold.ts) and stemmed words.
 *
 * Stemmers: Orama's Snowball ports (`@orama/stemmers`, Apache-2.0, Node >= 20, maintained with
 * Orama), one per language we ship. Turkish needs a real one: "arkadaşlarım" (my friends) and
 * "arkadaş" share the stem "arkadaş". A word is stemmed before it is folded, because the Turkish
 * stemmer reads ı, ş and ğ to find suffixes; measured here, a Turkish word takes about 10 µs, an
 * English one about 1 µs.
 */
const STEMMERS: Record<string, (word: string) => string> = { de, en, es, pt, tr };

/** A text's words in one language, lower-cased as that language does it (Turkish I is ı). */
function lowerWords(text: string, lang: string): string[] {
  return splitWords(lang === 'tr' ? text.toLocaleLowerCase('tr') : text.toLowerCase());
}

/** The folded stem of one lower-cased word (the folded word where the language has no stemmer). */
function foldedStem(word: string, lang: string): string {
  const stem = STEMMERS[lang];
  return foldText(stem ? stem(word) : word);
}

/**
 * The terms a text is indexed under: each word folded, and its folded stem where that differs.
 * The language is the answering member's (questions.lang or users.lang): an answer's own language
 * is not known, and members mostly write in the language they use the site in. The unstemmed word
 * is indexed too, so a reader stemming in another language still finds it by prefix ("arkadaş"*
 * reaches "arkadaslarim" even where the answer was stemmed as English).
 */
export function indexTerms(text: string, lang: string): string[] {
  const terms: string[] = [];
  for (const word of lowerWords(text, lang)) {
    const folded = foldText(word);
    terms.push(folded);
    const stem = foldedStem(word, lang);
    if (stem !== folded && stem !== '') terms.push(stem);
  }
  return terms;
}

/** At most this many words of a search term count (a query's work grows with its words). */
export const MAX_SEARCH_WORDS = 8;

/** The words of a search term as looked up: folded stems in the reader's language, deduplicated. */
export function queryTerms(term: string, lang: string): string[] {
  const words = lowerWords(term, lang).map((w) => foldedStem(w, lang) || foldText(w));
  return [...new Set(words.filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}
