import { ERROR_CODES } from '@qurio/contract/errors';
import { LANGUAGES } from '@qurio/contract/limits';
import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import tr from './locales/tr.json';

type Tree = { [key: string]: string | Tree };

const LOCALES: Record<string, Tree> = { de, en, es, pt, tr };
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Values that are correctly the same as in English: names, words borrowed as they are, and
 * strings that are only placeholders or symbols.
 */
const SAME_AS_ENGLISH = new Set(['Qurio', 'Mira', 'E-mail', 'No', 'Blog', 'GIF', 'ALT']);

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** `a.b_one` and `a.b_other` become `a.b`: languages differ in plural forms, not in sentences. */
function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((key) => key.replace(PLURAL, '')));
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2] ?? '').sort();
}

const english = flatten(en);
const englishBases = baseKeys(english.keys());
const pluralBases = new Set([...english.keys()].filter((key) => PLURAL.test(key)).map((k) => k.replace(PLURAL, '')));

describe('locale files', () => {
  it('exist for every language of the contract', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('translate every error code of the contract, and nothing else, under errors.<CODE>', () => {
    for (const [language, tree] of Object.entries(LOCALES)) {
      const errors = Object.keys(tree.errors as Tree).sort();
      expect(errors, language).toEqual([...ERROR_CODES].sort());
    }
  });

  for (const language of LANGUAGES.filter((l) => l !== 'en')) {
    describe(language, () => {
      const messages = flatten(LOCALES[language] as Tree);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it('has every key of en.json and no extra key', () => {
        const bases = baseKeys(messages.keys());
        expect(
          [...englishBases].filter((key) => !bases.has(key)),
          'missing',
        ).toEqual([]);
        expect(
          [...bases].filter((key) => !englishBases.has(key)),
          'extra',
        ).toEqual([]);
      });

      it('has exactly the plural forms the language needs', () => {
        for (const base of pluralBases) {
          const forms = [...messages.keys()]
            .filter((key) => key.replace(PLURAL, '') === base && PLURAL.test(key))
            .map((key) => key.match(PLURAL)?.[1])
            .sort();
          expect(forms, base).toEqual([...categories].sort());
        }
      });

      it('translates every value (no English left behind)', () => {
        const untranslated = [...messages].filter(([key, value]) => {
          const englishValue = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`);
          if (value !== englishValue) return false;
          if (SAME_AS_ENGLISH.has(value)) return false;
          // Only placeholders, markup, digits and punctuation: nothing to translate.
          return /\p{L}/u.test(value.replace(/\{\{[^}]*\}\}|<\/?\w+>/g, ''));
        });
        expect(untranslated).toEqual([]);
      });

      it('keeps the placeholders and markup of each English sentence', () => {
        for (const [key, value] of messages) {
          const englishValue = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`);
          if (englishValue === undefined) continue;
          expect(placeholders(value), key).toEqual(placeholders(englishValue));
        }
      });

      it('has no empty values', () => {
        expect([...messages].filter(([, value]) => value.trim() === '')).toEqual([]);
      });
    });
  }
});
