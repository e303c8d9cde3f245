import { ACCESS_TOKEN_HEADER, endOtherSessions, endSession, sessions } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { presentSession } from './presenter.js';
import * as service from './service.js';

export function sessionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, sessions, async ({ viewer }) => ({
      sessions: (await service.listSessions(ctx, viewer)).map((row) => presentSession(row, viewer.signInId)),
    }));

    registerCall(app, ctx, endSession, async ({ input, viewer, reply }) => {
      const { current } = await service.endSession(ctx, viewer, input.id);
      // Ending one's own session is a logout: the client drops its token at once.
      if (current) reply.header(ACCESS_TOKEN_HEADER, 'false');
      return { status: true as const };
    });

    registerCall(app, ctx, endOtherSessions, async ({ viewer }) => {
      await service.endOtherSessions(ctx, viewer);
      return { status: true as const };
    });
  };
}
