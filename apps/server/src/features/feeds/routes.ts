import { explore, timeline } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { exploreLanguage, getExplore, getTimeline, showFeedRows } from './service.js';

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

    registerCall(app, ctx, explore, async ({ input, viewer }) => {
      const lang = exploreLanguage(viewer.user, input.all_languages);
      const { rows, refs, date } = await getExplore(ctx, viewer.user.id, lang, input);
      return { questions: await showFeedRows(ctx, rows, viewer.user.id, refs), limit: PAGE_SIZE, date };
    });
  };
}
