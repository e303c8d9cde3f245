import { describe, expect, it } from 'vitest';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';
import tr from './locales/tr.json';

/**
 * A profile's counts and tabs describe the profile's owner, whoever reads them: "14 Following"
 * on someone else's profile are the people *they* follow. A first-person wording ("Folge ich",
 * "I follow", "sigo", "takip ettiklerim") reads as the reader's own count there.
 */
const FIRST_PERSON: Record<string, RegExp> = {
  de: /\b(ich|mir|mich|meine?)\b/i,
  en: /\b(I|me|my)\b/,
  es: /\b(sigo|mis?|yo)\b/i,
  pt: /\b(sigo|meus?|minhas?|eu)\b/i,
  tr: /(ettiklerim|ediyorum|takipçilerim|benim)/i,
};

const LOCALES = { de, en, es, pt, tr };

/** The owner-side strings: the counts of the profile header and card, the tabs, the app's counts. */
function ownerSideStrings(locale: (typeof LOCALES)['en']): string[] {
  const pick = (group: object, prefix: string) =>
    Object.entries(group)
      .filter(([key, value]) => key.startsWith(prefix) && typeof value === 'string')
      .map(([, value]) => value as string);
  return [
    ...pick(locale.profileCard, 'following'),
    ...pick(locale.profileCard, 'followers'),
    locale.profile.tabFollowing,
    locale.profile.tabFollowers,
    ...pick(locale.app.native, 'following'),
    ...pick(locale.app.native, 'followers'),
  ];
}

describe("profile counts speak from the owner's side", () => {
  for (const [language, locale] of Object.entries(LOCALES)) {
    it(language, () => {
      const pattern = FIRST_PERSON[language] as RegExp;
      for (const text of ownerSideStrings(locale as (typeof LOCALES)['en'])) {
        expect(text, `${language}: ${text}`).not.toMatch(pattern);
      }
    });
  }
});
