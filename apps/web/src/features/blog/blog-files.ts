import { isLanguage } from '@qurio/contract/limits';
import { createResource, FAILED, fetchStaticText, type Loaded, NOT_FOUND } from '../../app/static-resource';

/** One entry of `/_blog/posts.json` (SPEC §7). */
export interface BlogPost {
  slug: string;
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  excerpt: string;
}

/** Slugs are lower-case words and hyphens; anything else is not fetched at all (`../`, `%2F`…). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Keeps the well-formed entries of posts.json, newest first; a malformed entry is skipped, not fatal. */
export function parsePosts(json: unknown): BlogPost[] {
  if (!Array.isArray(json)) return [];
  const posts: BlogPost[] = [];
  for (const item of json as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { slug, title, date, excerpt } = item as Record<string, unknown>;
    if (!isText(slug) || !SLUG_PATTERN.test(slug) || !isText(title) || !isText(date)) continue;
    if (Number.isNaN(Date.parse(date))) continue;
    posts.push({ slug, title, date, excerpt: typeof excerpt === 'string' ? excerpt : '' });
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Each language has its posts (`/_blog/<lang>/posts.json`, `/_blog/<lang>/articles/<slug>.md`);
 * English is `/_blog/posts.json` and `/_blog/articles/`, and what a language lacks falls back to
 * English. Resources are keyed by language, so switching languages loads the other texts.
 */
function blogBase(language: string): string {
  return isLanguage(language) && language !== 'en' ? `/_blog/${language}` : '/_blog';
}

async function fetchLocalised(language: string, path: string): Promise<Loaded<string>> {
  const base = blogBase(language);
  const loaded = await fetchStaticText(`${base}/${path}`);
  if (loaded.ok || base === '/_blog' || loaded.reason !== 'notFound') return loaded;
  return fetchStaticText(`/_blog/${path}`);
}

/** The key of a language's list of posts. */
export const postsKey = (language: string) => language;

export const blogPosts = createResource<BlogPost[]>(async (language) => {
  const loaded = await fetchLocalised(language, 'posts.json');
  if (!loaded.ok) return loaded;
  try {
    return { ok: true, value: parsePosts(JSON.parse(loaded.value)) };
  } catch {
    return FAILED;
  }
});

/** The key of one article in one language. */
export const articleKey = (language: string, slug: string) => `${language}/${slug}`;

/** An article's markdown; missing or empty (only whitespace) is "not found" (SPEC §2). */
export const blogArticles = createResource<string>(async (key): Promise<Loaded<string>> => {
  const [language = 'en', slug = ''] = key.split('/');
  if (!SLUG_PATTERN.test(slug)) return NOT_FOUND;
  const loaded = await fetchLocalised(language, `articles/${slug}.md`);
  if (loaded.ok && !loaded.value.trim()) return NOT_FOUND;
  return loaded;
});

/** `2026-11-20` as the reader's language writes a date; the day is a calendar day, so UTC. */
export function formatPostDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
}
