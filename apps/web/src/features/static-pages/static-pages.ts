import { isLanguage, type Language } from '@qurio/contract/limits';
import { createResource, type Loaded, NOT_FOUND } from '../../app/static-resource';

export const STATIC_PAGES = ['about', 'terms', 'privacy', 'help', 'support', 'advertise'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

export function isStaticPage(value: string): value is StaticPage {
  return (STATIC_PAGES as readonly string[]).includes(value);
}

/**
 * The team's addresses and the date the legal texts last changed, in one place: the pages name
 * them as `{{supportEmail}}`, `{{updated}}` … so a change never needs five translations edited.
 */
export const PAGE_VALUES = {
  supportEmail: 'support@qurio.app',
  privacyEmail: 'privacy@qurio.app',
  adsEmail: 'ads@qurio.app',
  updated: '2026-11-23',
} as const;

// Each page in each language is its own small chunk: a reader downloads one text in one language.
const FILES = import.meta.glob<string>('./content/*/*.md', { query: '?raw', import: 'default' });

function fileFor(language: Language, page: StaticPage): (() => Promise<string>) | undefined {
  return FILES[`./content/${language}/${page}.md`];
}

/** Fills `{{name}}` from PAGE_VALUES; the date is written the way the reader's language writes dates. */
export function fillPageValues(source: string, language: Language): string {
  const updated = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${PAGE_VALUES.updated}T12:00:00Z`),
  );
  const values: Record<string, string> = { ...PAGE_VALUES, updated };
  return source.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The text of the first `# ` heading, used as the page's title. */
export function firstHeading(source: string): string | null {
  const match = /^#\s+(.+?)\s*#*\s*$/m.exec(source);
  return match?.[1] ?? null;
}

export interface PageText {
  markdown: string;
  title: string | null;
}

/** Pages by `language/page`; a page missing in a language is "not found", not an English fallback. */
export const pageTexts = createResource<PageText>(async (key): Promise<Loaded<PageText>> => {
  const [language, page] = key.split('/');
  if (!language || !page || !isLanguage(language) || !isStaticPage(page)) return NOT_FOUND;
  const load = fileFor(language, page);
  if (!load) return NOT_FOUND;
  const markdown = fillPageValues(await load(), language);
  if (!markdown.trim()) return NOT_FOUND;
  return { ok: true, value: { markdown, title: firstHeading(markdown) } };
});
