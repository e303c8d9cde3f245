import { isLanguage, type Language } from '@qurio/contract';

/**
 * The language an answer is written in (questions.lang), detected offline when it is written.
 *
 * Library: `eld` 2.1.0 (Efficient Language Detector, Apache-2.0, plain JavaScript, no
 * dependencies, Node ≥ 14), its extra-small n-gram table. Measured on this machine (Node 20) on
 * 100 short answers, 20 in each of de/en/es/pt/tr (3 to 12 words):
 *
 * | detector                  | whole answers | first 3 words | µs per detection | load, memory   |
 * | eld/extrasmall (chosen)   | 100/100       | 92 (7 wrong)  | 20 (9 on 5 langs)| 220 ms, +87 MB |
 * | eld/small                 | 100/100       | 99            | 12               | 370 ms, +153 MB|
 * | tinyld 1.3.4              | 96/100        | 88            | 66               | 130 ms, +51 MB |
 * | tinyld/light              | 96/100        | 81            | 66               |  31 ms, +14 MB |
 * | franc-min 6.2.0 (5 langs) | 86/100        | 72            | 26               | small          |
 *
 * eld is the only one right on every whole answer, and its `isReliable()` says when it is not
 * sure (French or Italian come out as such, not as Portuguese or English, which a five-language
 * subset would force). The table is loaded on the first answer, not at start. Under 4 words
 * (4 words: 92 of 96 right) the guess is too often wrong, so short answers ("Yes!", "Evet")
 * take the answerer's interface language; a longer text in another language, or one eld is
 * unsure of, is stored as null (shown in explore after the reader's language, like any other).
 */
const MIN_WORDS = 4;

type Detector = { detect(text: string): { language: string; isReliable(): boolean } };
let detector: Promise<Detector> | null = null;

function loadDetector(): Promise<Detector> {
  detector ??= import('eld/extrasmall').then((m) => m.eld as Detector);
  return detector;
}

/** The words that tell a language: mentions, links and hashtag marks left out. */
function proseOf(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/@[\p{L}\p{N}_.]+/gu, ' ')
    .replace(/#/g, ' ');
}

/**
 * The answer's language: one of LANGUAGES, `fallback` (the answerer's interface language) for a
 * text too short to tell, null when it is written in another language or eld is unsure.
 */
export async function detectAnswerLanguage(text: string, fallback: string): Promise<Language | null> {
  const prose = proseOf(text);
  const words = prose.match(/\p{L}+/gu) ?? [];
  if (words.length < MIN_WORDS) return isLanguage(fallback) ? fallback : null;
  const result = (await loadDetector()).detect(prose);
  return result.isReliable() && isLanguage(result.language) ? result.language : null;
}
