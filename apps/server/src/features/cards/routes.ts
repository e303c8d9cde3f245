import { errorBody, parseId } from '@qurio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { CardCache, type CardCacheOptions, DEFAULT_CARD_CACHE } from './card-cache.js';
import type { CardTheme } from './palette.js';
import type { CardFormat } from './render.js';
import { answerCardSource, type CardSource, cardKey, cardPng, profileCardSource } from './service.js';

/**
 * The picture cards, at the site's root like the pages they stand for (`og:image` of
 * `/{username}/post/{id}` and `/{username}`):
 *   GET /cards/answers/{id}.png        1200×630, for link previews
 *   GET /cards/users/{username}.png
 *   ?format=story                      1080×1920, for stories; ?theme=night, the night colours
 * Not API calls: the answer is a PNG, or the contract's error body (404 for what a guest may not
 * see, 400 for an unknown format or theme).
 */

/** Short: an edited answer shows on the next fetch, revalidated with the ETag. */
const CARD_CACHE_CONTROL = 'public, max-age=300';
const FORMATS: readonly CardFormat[] = ['link', 'story'];
const THEMES: readonly CardTheme[] = ['light', 'night'];

interface CardQuery {
  format?: unknown;
  theme?: unknown;
}

export function cardRoutes(ctx: AppContext, options: CardCacheOptions = DEFAULT_CARD_CACHE) {
  const cache = new CardCache(options);
  const send = async (req: FastifyRequest, reply: FastifyReply, source: () => Promise<CardSource>) => {
    const query = req.query as CardQuery;
    const format = query.format ?? 'link';
    const theme = query.theme ?? 'light';
    if (!FORMATS.includes(format as CardFormat) || !THEMES.includes(theme as CardTheme)) {
      return reply.code(400).send(errorBody('VALIDATION_FAILED'));
    }
    const found = await source();
    const etag = `"${cardKey(found, format as CardFormat, theme as CardTheme)}"`;
    reply.header('Cache-Control', CARD_CACHE_CONTROL).header('ETag', etag);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const png = await cardPng(ctx, cache, found, format as CardFormat, theme as CardTheme, req.ip);
    return reply.type('image/png').send(png);
  };

  return async (app: FastifyInstance) => {
    app.get<{ Params: { file: string } }>('/cards/answers/:file', async (req, reply) => {
      // An id past the column's range names no answer (and PostgreSQL would refuse the query).
      const id = parseId(/^(\d+)\.png$/.exec(req.params.file)?.[1]);
      if (id === null) return reply.code(404).send(errorBody('QUESTION_NOT_FOUND'));
      return send(req, reply, () => answerCardSource(ctx, id));
    });
    app.get<{ Params: { file: string } }>('/cards/users/:file', async (req, reply) => {
      const username = /^(.+)\.png$/.exec(req.params.file)?.[1];
      if (!username) return reply.code(404).send(errorBody('USER_NOT_FOUND'));
      return send(req, reply, () => profileCardSource(ctx, username));
    });
  };
}
