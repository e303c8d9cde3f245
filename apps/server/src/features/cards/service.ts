import { createHash } from 'node:crypto';
import { isReservedUsername, isValidUsername } from '@qurio/contract';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../../db/types.js';
import { AppError } from '../../lib/errors.js';
import { consume, LIMITS_POLICY } from '../../lib/rate-limit.js';
import { answerMediaOf } from '../media/presenter.js';
import { mediaKeyOf } from '../media/service.js';
import { visibleQuestion } from '../questions/service.js';
import { findVisibleUser } from '../users/queries.js';
import { findVisibleUserByName } from '../users/service.js';
import type { CardCache } from './card-cache.js';
import type { CardTheme } from './palette.js';
import { answerPictureOf, pictureDataUrl } from './picture.js';
import { CARD_SIZES, type CardContent, type CardFormat, renderCardPng } from './render.js';

/**
 * Changed whenever the look of a card changes (render.ts, palette.ts, the fonts): part of every
 * key, so no cache (ours, a browser's, a preview crawler's via og:image's `v`) keeps an old look.
 */
const RENDER_VERSION = 3;

/** What a card shows, as stored: the picture is named, and read only when the card is rendered. */
export interface CardSource {
  text:
    | {
        kind: 'answer';
        question: string;
        answer: string;
        /** The answer's first picture as drawn (a still), named by its storage key; null for none. */
        picture: { key: string; width: number; height: number } | null;
      }
    | { kind: 'profile'; bio: string };
  owner: { id: number; name: string; username: string; image: string | null };
  /** The profile's public address without the scheme (`qurio.example/ada`). */
  address: string;
}

function ownerOf(ctx: AppContext, user: UserRow): Pick<CardSource, 'owner' | 'address'> {
  return {
    owner: { id: user.id, name: user.fullname || user.username, username: user.username, image: user.image },
    address: `${new URL(ctx.config.publicUrl).host}/${user.username}`,
  };
}

/**
 * The card of a public answer: what the answer's page shows a guest, so a pending, deleted or
 * dropped question, and one whose owner is suspended or frozen, is not found. The asker is not
 * part of a card at all, named or anonymous.
 */
export async function answerCardSource(ctx: AppContext, questionId: number): Promise<CardSource> {
  const question = await visibleQuestion(ctx, null, questionId);
  const owner = await findVisibleUser(ctx.db.kysely, { id: question.user_id });
  if (question.status !== 'answered' || question.answer === null || owner?.status !== 'active') {
    throw new AppError('QUESTION_NOT_FOUND');
  }
  return answerSource(ctx, owner, {
    question: question.question,
    answer: question.answer,
    media: question.media,
    content_warning: question.content_warning,
  });
}

/** What an answer card reads of the question row: `media` is the row's JSON of mediaItem[] (features/media). */
export interface AnsweredRow {
  question: string;
  answer: string;
  media: string | null;
  content_warning: string | null;
}

/**
 * What a card or a link preview shows of an answer: its text, or, when its author put a content
 * warning on it (issue 33), the warning alone: a picture shared or unfurled anywhere cannot be
 * folded, so neither the text nor its pictures are drawn. "CW" is the fediverse's mark for it (the
 * cards' fonts have no warning sign glyph).
 */
export function shownAnswerOf(answered: Pick<AnsweredRow, 'answer' | 'content_warning'>): string {
  return answered.content_warning === null ? answered.answer : `CW: ${answered.content_warning}`;
}

function answerSource(ctx: AppContext, owner: UserRow, answered: AnsweredRow): CardSource {
  const warned = answered.content_warning !== null;
  const text = {
    question: answered.question,
    answer: shownAnswerOf(answered),
    picture: warned ? null : cardPictureOf(answered.media),
  };
  return { text: { kind: 'answer', ...text }, ...ownerOf(ctx, owner) };
}

/** The still a card draws of an answer's pictures: the first one's 640 px JPEG, or the nearest width. */
const CARD_STILL_WIDTH = 640;

export function cardPictureOf(media: string | null): { key: string; width: number; height: number } | null {
  const first = answerMediaOf(media)[0];
  if (!first) return null;
  // An animated one is drawn by its first frame: sizes are stills only.
  const still = [...first.sizes].sort(
    (a, b) => Math.abs(a.width - CARD_STILL_WIDTH) - Math.abs(b.width - CARD_STILL_WIDTH),
  )[0];
  const key = still ? mediaKeyOf(still.url) : null;
  return still && key ? { key, width: still.width, height: still.height } : null;
}

function profileSource(ctx: AppContext, user: UserRow): CardSource {
  return { text: { kind: 'profile', bio: user.bio }, ...ownerOf(ctx, user) };
}

/** The card of an active member's profile (a suspended or frozen one has none, like its page's preview). */
export async function profileCardSource(ctx: AppContext, username: string): Promise<CardSource> {
  if (!isValidUsername(username) || isReservedUsername(username)) throw new AppError('USER_NOT_FOUND');
  const user = await findVisibleUserByName(ctx, username);
  if (user?.status !== 'active') throw new AppError('USER_NOT_FOUND');
  return profileSource(ctx, user);
}

/** The link-preview card of an active member's profile, or of one of their answers, for og:image. */
export function previewCard(
  ctx: AppContext,
  owner: UserRow,
  answer?: AnsweredRow & { id: number },
): { url: string; width: number; height: number } {
  const source = answer ? answerSource(ctx, owner, answer) : profileSource(ctx, owner);
  // `v` changes with what the card shows, so a crawler that keeps images by URL fetches the new one.
  const version = cardKey(source, 'link', 'light').slice(0, 10);
  const path = answer ? `/cards/answers/${answer.id}.png` : `/cards/users/${owner.username}.png`;
  return { url: `${ctx.config.publicUrl}${path}?v=${version}`, ...CARD_SIZES.link };
}

/** A hash of everything the card shows and how: the cache key, the ETag, og:image's version. */
export function cardKey(source: CardSource, format: CardFormat, theme: CardTheme): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDER_VERSION, source, format, theme]))
    .digest('base64url')
    .slice(0, 27);
}

/**
 * The PNG, from the cache or rendered now. A render is the costly part, so one that is neither
 * kept nor under way is counted per address first (the cards a page shows are all kept after
 * their first view; only someone walking through many new cards meets the limit).
 */
export async function cardPng(
  ctx: AppContext,
  cache: CardCache,
  source: CardSource,
  format: CardFormat,
  theme: CardTheme,
  ip: string,
): Promise<Buffer> {
  const key = cardKey(source, format, theme);
  if (cache.needsRender(key)) {
    await consume(ctx.limiter, [[`cards:ip:${ip}`, LIMITS_POLICY.cardRendersPerIp]], 'TOO_MANY_ACTIONS');
  }
  return cache.get(key, async () => renderCardPng(await cardContent(ctx, source), format, theme));
}

/** What the card draws: the source with the owner's picture read. */
export async function cardContent(ctx: AppContext, source: CardSource): Promise<CardContent> {
  const picture = await pictureDataUrl(ctx, source.owner);
  const owner = { name: source.owner.name, username: source.owner.username, picture };
  if (source.text.kind === 'profile') return { ...source.text, owner, address: source.address };
  const { picture: still, ...text } = source.text;
  const media = still ? await answerPictureOf(ctx, still.key) : null;
  return { ...text, media, owner, address: source.address };
}
