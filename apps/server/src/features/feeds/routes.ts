import { explore, timeline } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { countGuestRead, exploreLanguage, getExplore, getTimeline, showFeedRows } from './service.js';

export function feedRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(
      app,
      ctx,
      timeline,
      async ({ input, viewer }) => {
        const page = await getTimeline(ctx, viewer.user.id, input);
        return { questions: await showFeedRows(ctx, page.rows, viewer.user.id, page.refs), limit: PAGE_SIZE };
      },
      { readOnly: true },
    );

    // Guests read explore too (issue 34): no likes, no blocks, each read counted per address. A
    // guest's language is readerLanguage(req.headers) (X-Locale, which the landing's server render
    // sends too, else Accept-Language); a member's is viewer.user.lang.
    registerCall(app, ctx, explore, async ({ input, viewer, req }) => {
      if (!viewer) await countGuestRead(ctx, req.ip);
      const viewerId = viewer?.user.id ?? null;
      const lang = exploreLanguage(viewer?.user ?? null, input.all_languages, readerLanguage(req.headers));
      const { rows, refs, date } = await getExplore(ctx, viewerId, lang, input);
      return { questions: await showFeedRows(ctx, rows, viewerId, refs), limit: PAGE_SIZE, date };
    });
  };
}
