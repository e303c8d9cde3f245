import { pinAnswer, pinnedAnswers, reorderPins, unpinAnswer } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { showQuestions } from '../questions/service.js';
import * as service from './service.js';

export function pinRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, pinnedAnswers, async ({ input, viewer }) => {
      const { rows, owner } = await service.listPinsOf(ctx, viewer?.user ?? null, input.username);
      return { questions: await showQuestions(ctx, rows, viewer?.user.id ?? null, { known: [owner] }) };
    });

    registerCall(app, ctx, pinAnswer, async ({ input, viewer }) => ({
      status: true as const,
      message: service.PIN_MESSAGES.pinned,
      pins: await service.pinAnswer(ctx, viewer.user, input.question_id),
    }));

    registerCall(app, ctx, unpinAnswer, async ({ input, viewer }) => ({
      status: true as const,
      message: service.PIN_MESSAGES.unpinned,
      pins: await service.unpinAnswer(ctx, viewer.user, input.question_id),
    }));

    registerCall(app, ctx, reorderPins, async ({ input, viewer }) => ({
      status: true as const,
      message: service.PIN_MESSAGES.reordered,
      pins: await service.reorderPins(ctx, viewer.user, input.question_ids),
    }));
  };
}
