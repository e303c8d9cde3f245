import { answerPreQuestion, preQuestions, questionAnswers } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { MESSAGES, reloadQuestion, showQuestion, showQuestions } from '../questions/service.js';
import { presentPrompt } from './presenter.js';
import { answerPrompt, listAnswersToPrompt, listOpenPrompts } from './service.js';

/** Prompts: questions the site asks everyone, answered on the member's own profile. */
export function promptRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, preQuestions, async ({ viewer }) => ({
      questions: (await listOpenPrompts(ctx, viewer.user)).map(presentPrompt),
    }));

    registerCall(app, ctx, answerPreQuestion, async ({ input, viewer }) => {
      const id = await answerPrompt(ctx, viewer.user, input);
      return {
        status: true as const,
        message: MESSAGES.answered,
        question: await showQuestion(ctx, await reloadQuestion(ctx, id), viewer.user.id),
      };
    });

    registerCall(app, ctx, questionAnswers, async ({ input, viewer }) => {
      const viewerId = viewer?.user.id ?? null;
      const { prompt, answers } = await listAnswersToPrompt(ctx, viewerId, input.id, input);
      return {
        prompt: presentPrompt(prompt),
        answers: await showQuestions(ctx, answers, viewerId),
        limit: PAGE_SIZE,
      };
    });
  };
}
