import { isLanguage, isReservedUsername, isValidUsername, type Language, parseId } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { previewCard, shownAnswerOf } from '../cards/service.js';
import { findQuestion } from '../questions/queries.js';
import { findVisibleUserByName } from '../users/service.js';
import { SHARE_TEXTS } from './texts.js';

/**
 * What the app shell's <head> says about a shared link, so a link preview or a search result shows
 * the profile or the answer rather than the product's generic title. Only public facts: what a
 * guest sees on the page itself, and never who asked a question.
 */
export interface PageMeta {
  lang: Language;
  /** The document title, as the app itself sets it ('{username} - Qurio'). */
  title: string;
  /** The title a preview card shows; defaults to `title`. */
  cardTitle?: string;
  description?: string;
  /** Absolute. */
  url: string;
  /** Absolute: the picture card of the profile or the answer (features/cards). */
  image?: { url: string; width: number; height: number };
  type: 'profile' | 'article';
}

const PROFILE_PATH = /^\/([^/]+)\/?$/;
const POST_PATH = /^\/([^/]+)\/post\/(\d+)\/?$/;
const DESCRIPTION_MAX = 200;

/**
 * The reader's language (Accept-Language), else English. Never the owner's: the page's language
 * would tell any visitor which language the owner set, a private setting.
 */
export function shareLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const primary = part.split(';')[0]?.trim().split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The meta of a profile or answer path, or null for any other path or anything a guest may not see. */
export async function pageMetaFor(
  ctx: AppContext,
  path: string,
  acceptLanguage: string | undefined,
): Promise<PageMeta | null> {
  const post = POST_PATH.exec(path);
  const username = post?.[1] ?? PROFILE_PATH.exec(path)?.[1];
  // The app's own routes (/home, /settings…) are reserved names: no profile to look up.
  if (!username || !isValidUsername(username) || isReservedUsername(username)) return null;
  const owner = await findVisibleUserByName(ctx, username);
  if (!owner) return null;
  const lang = shareLanguage(acceptLanguage);
  const base = ctx.config.publicUrl;
  if (owner.status !== 'active') {
    // A suspended profile shows its name and nothing else, here as on the page.
    return { lang, title: owner.username, url: `${base}/${owner.username}`, type: 'profile' };
  }
  const profile = profileMeta(ctx, owner, lang);
  if (!post) return profile;
  // Ids past the column's range match nothing (and PostgreSQL would refuse the query).
  const id = parseId(post[2]);
  const answer = id === null ? undefined : await findQuestion(ctx.db.kysely, id);
  // Pending, deleted and someone else's questions are not public: the profile's meta stands in.
  if (!answer || answer.user_id !== owner.id || answer.status !== 'answered' || !answer.answer) return profile;
  return {
    ...profile,
    type: 'article',
    cardTitle: fill(SHARE_TEXTS[lang].answerTitle, { name: owner.fullname || owner.username }),
    description: clip(
      `${answer.question} — ${shownAnswerOf({ answer: answer.answer, content_warning: answer.content_warning })}`,
    ),
    url: `${base}/${owner.username}/post/${answer.id}`,
    image: previewCard(ctx, owner, {
      id: answer.id,
      question: answer.question,
      answer: answer.answer,
      media: answer.media,
      content_warning: answer.content_warning,
    }),
  };
}

function profileMeta(ctx: AppContext, owner: UserRow, lang: Language): PageMeta {
  const base = ctx.config.publicUrl;
  const name = owner.fullname || owner.username;
  return {
    lang,
    title: `${owner.username} - Qurio`,
    cardTitle: `${name} (@${owner.username})`,
    description: clip(owner.bio || fill(SHARE_TEXTS[lang].profileDescription, { name, username: owner.username })),
    url: `${base}/${owner.username}`,
    image: previewCard(ctx, owner),
    type: 'profile',
  };
}

/** The app shell in the reader's language, for a page rendered without preview tags (landing, static pages). */
export function withLanguage(template: string, lang: Language): string {
  return template.replace(
    /<html([^>]*?)\slang="[^"]*"/,
    (_whole, attributes: string) => `<html${attributes} lang="${lang}"`,
  );
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The app shell with this page's language, title, description and Open Graph tags. The template is
 * the built index.html; anything it lacks (a test's bare shell) is simply added. Every insertion is
 * a function replacement: a replacement *string* would read $' and $` in a member's bio as "the
 * template after / before the match" and splice the shell into the head.
 */
export function renderShell(template: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    '<meta property="og:site_name" content="Qurio" />',
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.cardTitle ?? meta.title)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.description ? `<meta property="og:description" content="${escapeHtml(meta.description)}" />` : '',
    ...(meta.image
      ? [
          `<meta property="og:image" content="${escapeHtml(meta.image.url)}" />`,
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="${meta.image.width}" />`,
          `<meta property="og:image:height" content="${meta.image.height}" />`,
          '<meta name="twitter:card" content="summary_large_image" />',
        ]
      : ['<meta name="twitter:card" content="summary" />']),
  ].filter(Boolean);
  let html = withLanguage(template, meta.lang).replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  const description = `<meta name="description" content="${escapeHtml(meta.description ?? meta.title)}" />`;
  html = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace(/<\/title>/, () => `</title>${description}`);
  return html.includes('</head>')
    ? html.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`)
    : html.replace(/<\/title>/, () => `</title>${tags.join('')}`);
}
