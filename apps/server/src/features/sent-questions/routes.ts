import { sentQuestions, withdrawQuestion } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { presentSentQuestion } from './presenter.js';
import * as service from './service.js';

export function sentQuestionRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, sentQuestions, async ({ input, viewer }) => {
      const rows = await service.listSent(ctx, viewer.user, input);
      return { questions: rows.map(presentSentQuestion), limit: PAGE_SIZE };
    });

    registerCall(app, ctx, withdrawQuestion, async ({ input, viewer }) => {
      await service.withdrawQuestion(ctx, viewer.user, input.id);
      return { status: true as const, message: service.MESSAGES.withdrawn };
    });
  };
}
