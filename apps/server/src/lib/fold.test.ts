import { describe, expect, it } from 'vitest';
import { foldedWords, foldText } from './fold.js';
import { indexTerms, queryTerms } from './search-text.js';

describe('foldText', () => {
  it.each([
    ['Fußball', 'fussball'],
    ['FUSSBALL', 'fussball'],
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['İstanbul', 'istanbul'],
    ['ÇOCUK', 'cocuk'],
    ['çocuk', 'cocuk'],
    ['café', 'cafe'],
    ['Cafe\u0301', 'cafe'],
    ['São João', 'sao joao'],
    ['Ñandú', 'nandu'],
    ['Łódź', 'lodz'],
    ['Øresund', 'oresund'],
    ['ﬁne', 'fine'],
    ['ＡＢＣ', 'abc'],
  ])('%j folds to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('pairs a reader takes for the same word fold alike', () => {
    for (const [a, b] of [
      ['Fußball', 'fussball'],
      ['IŞIK', 'ışık'],
      ['ÇOCUK', 'çocuk'],
      ['café', 'cafe'],
    ]) {
      expect(foldText(a as string)).toBe(foldText(b as string));
    }
  });

  it('splits words at everything but letters, digits and marks', () => {
    expect(foldedWords('Hello, wörld! 2x "quoted"*:&|')).toEqual(['hello', 'world', '2x', 'quoted']);
  });
});

describe('search terms', () => {
  it('Turkish stems find each other: "arkadaşlarım" and "arkadaş"', () => {
    expect(indexTerms('Arkadaşlarım geldi', 'tr')).toContain('arkadas');
    expect(queryTerms('arkadaşlarım', 'tr')).toEqual(['arkadas']);
    expect(queryTerms('ARKADAŞ', 'tr')).toEqual(['arkadas']);
  });

  it('indexes the folded word and, where it differs, its folded stem', () => {
    expect(indexTerms('Fußballspieler', 'de')).toEqual(['fussballspieler', 'fussballspiel']);
    expect(indexTerms('friends', 'en')).toEqual(['friends', 'friend']);
    expect(indexTerms('IŞIK', 'tr')).toEqual(['isik']);
  });

  it('a language without a stemmer folds only', () => {
    expect(indexTerms('Ça va', 'fr-unknown')).toEqual(['ca', 'va']);
  });

  it('keeps at most eight distinct words of a query', () => {
    expect(queryTerms('a b c d e f g h i j a', 'en')).toHaveLength(8);
  });
});
