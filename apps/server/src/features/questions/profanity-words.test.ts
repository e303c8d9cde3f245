import { describe, expect, it } from 'vitest';
import { PROFANITY_WORDS } from './profanity-words.js';

const normalise = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .toLowerCase();

describe('profanity word lists', () => {
  // English adds insults to the obscenity dataset's words; the other languages have their whole list here.
  it.each(Object.entries(PROFANITY_WORDS))(
    '%s has a bounded list of distinct normalised entries',
    (language, words) => {
      expect(words.length).toBeGreaterThanOrEqual(language === 'en' ? 5 : 40);
      expect(words.length).toBeLessThanOrEqual(language === 'en' ? 20 : 90);
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) {
        expect(word, word).toBe(normalise(word));
        expect(word, word).toMatch(/^[a-z]+\*?$/);
        if (word.endsWith('*')) expect(word.length - 1, word).toBeGreaterThanOrEqual(4);
      }
    },
  );

  it('has no entry made redundant by a stem in the same list', () => {
    for (const words of Object.values(PROFANITY_WORDS)) {
      const stems = words.filter((w) => w.endsWith('*')).map((w) => w.slice(0, -1));
      for (const word of words) {
        const covering = stems.filter((stem) => word !== `${stem}*` && word.replace(/\*$/, '').startsWith(stem));
        expect(covering, word).toEqual([]);
      }
    }
  });
});
