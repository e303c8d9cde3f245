import { explore, timeline } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { presentFeedRows } from './presenter.js';
import { getExplore, getTimeline } from './service.js';

export function feedRoutes(ctx: AppContext) {
  const db = ctx.db.kysely;
  return async (app: FastifyInstance) => {
    registerCall(
      app,
      ctx,
      timeline,
      async ({ input, viewer }) => ({
        questions: await presentFeedRows(db, await getTimeline(ctx, viewer.user.id, input), viewer.user.id),
        limit: PAGE_SIZE,
      }),
      { cached: true },
    );

    registerCall(
      app,
      ctx,
      explore,
      async ({ input, viewer }) => {
        const { rows, date } = await getExplore(ctx, viewer.user.id, input);
        return { questions: await presentFeedRows(db, rows, viewer.user.id), limit: PAGE_SIZE, date };
      },
      { cached: true },
    );
  };
}
