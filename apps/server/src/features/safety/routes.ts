import { blockAsker, blockedAskers, unblockAsker } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { presentBlockedAsker } from './presenter.js';
import * as service from './service.js';

export function safetyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, blockAsker, async ({ input, viewer }) => {
      await service.blockAsker(ctx, viewer.user, input.question_id);
      return { status: true as const, message: service.SAFETY_MESSAGES.askerBlocked };
    });

    registerCall(app, ctx, blockedAskers, async ({ input, viewer }) => ({
      askers: (await service.listBlockedAskers(ctx, viewer.user, input.last_id)).map(presentBlockedAsker),
      limit: PAGE_SIZE,
    }));

    registerCall(app, ctx, unblockAsker, async ({ input, viewer }) => {
      await service.unblockAsker(ctx, viewer.user, input.id);
      return { status: true as const, message: service.SAFETY_MESSAGES.askerUnblocked };
    });
  };
}
