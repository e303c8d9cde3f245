import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@qurio/contract/limits';
import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../../app/routes';
import { fillPageValues, firstHeading, PAGE_VALUES, STATIC_PAGES } from './static-pages';

const read = (language: string, page: string) =>
  readFileSync(join(import.meta.dirname, 'content', language, `${page}.md`), 'utf8');

const headingLevels = (source: string) => [...source.matchAll(/^(#{1,6})\s/gm)].map((match) => match[1]?.length);
const links = (source: string) => [...source.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');

/** Paragraph-sized lines of prose: what a forgotten translation would leave behind. */
function proseLines(source: string): string[] {
  return source
    .split('\n')
    .map((line) => line.replace(/^\s*(?:[-*]|\d+\.|#+)\s*/, '').trim())
    .filter(
      (line) =>
        line
          .replace(/\[[^\]]*\]\([^)]*\)|\{\{\w+\}\}|[*_`]/g, '')
          .trim()
          .split(/\s+/).length >= 4,
    );
}

/**
 * The help resources (issue 16) name each language's own crisis services, so their links differ
 * between languages and may leave the app; each language still links the worldwide directory.
 */
const LOCAL_RESOURCES: readonly string[] = ['support'];
const HELPLINE_DIRECTORY = 'https://findahelpline.com';

describe('static page texts', () => {
  for (const page of STATIC_PAGES) {
    const english = read('en', page);

    it(`${page}: is real markdown with a title, ordered headings and no HTML`, () => {
      for (const language of LANGUAGES) {
        const source = read(language, page);
        expect(source.startsWith('# '), `${language}/${page}`).toBe(true);
        expect(firstHeading(source), `${language}/${page}`).toBeTruthy();
        expect(source, `${language}/${page}`).not.toMatch(/<\/?[a-z!][^>]*>/i);
        const levels = headingLevels(source);
        levels.forEach((level, index) => {
          if (index > 0)
            expect(level ?? 0, `${language}/${page} heading ${index}`).toBeLessThanOrEqual(
              (levels[index - 1] ?? 0) + 1,
            );
        });
        expect(source.split(/\s+/).length, `${language}/${page} words`).toBeGreaterThan(150);
      }
    });

    it(`${page}: has the same structure and links in every language`, () => {
      for (const language of LANGUAGES) {
        const source = read(language, page);
        expect(headingLevels(source), `${language}/${page}`).toEqual(headingLevels(english));
        if (LOCAL_RESOURCES.includes(page)) expect(links(source), `${language}/${page}`).toContain(HELPLINE_DIRECTORY);
        else expect(links(source).sort(), `${language}/${page}`).toEqual(links(english).sort());
      }
    });

    it(`${page}: links only to pages of the app or to the team's addresses`, () => {
      const targets = LOCAL_RESOURCES.includes(page) ? LANGUAGES.flatMap((l) => links(read(l, page))) : links(english);
      for (const target of targets) {
        // Help resources may link the services themselves, over HTTPS only.
        if (LOCAL_RESOURCES.includes(page) && /^https:\/\/[\w.-]+\.[a-z]{2,}(\/\S*)?$/.test(target)) continue;
        const mail = /^mailto:\{\{(\w+)\}\}$/.exec(target);
        if (mail) {
          expect(Object.keys(PAGE_VALUES), target).toContain(mail[1]);
          continue;
        }
        expect(target, target).toMatch(/^\//);
        const { route } = matchAppRoute(target.split('#')[0] ?? target);
        // A typo like /termz would match the profile pattern: a page link must name a real page.
        expect(route?.name, target).toBeDefined();
        expect(['Profile', 'UserFollowings', 'UserFollowers', 'ProfilePost'], target).not.toContain(route?.name);
      }
    });

    it(`${page}: fills every placeholder`, () => {
      for (const language of LANGUAGES) {
        const filled = fillPageValues(read(language, page), language);
        expect(filled, `${language}/${page}`).not.toMatch(/\{\{|\}\}/);
      }
    });

    it(`${page}: is translated, not copied from English`, () => {
      const englishLines = new Set(proseLines(english));
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const copied = proseLines(read(language, page)).filter((line) => englishLines.has(line));
        expect(copied, `${language}/${page}`).toEqual([]);
      }
    });
  }
});

describe('fillPageValues', () => {
  it('writes the date the reader’s way and leaves unknown names alone', () => {
    expect(fillPageValues('*{{updated}}* {{supportEmail}} {{nope}}', 'de')).toBe(
      `*23. November 2026* ${PAGE_VALUES.supportEmail} {{nope}}`,
    );
    expect(fillPageValues('{{updated}}', 'en')).toBe('November 23, 2026');
  });
});
