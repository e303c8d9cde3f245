import {
  answer,
  answerPreQuestion,
  ask,
  deleteQuestion,
  getQuestion,
  likeQuestion,
  myQuestions,
  preQuestions,
  questionAnswers,
  questions,
  reAnswerQuestion,
  reportQuestion,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { AppError } from '../../lib/errors.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { answerPrompt, findPrompt, listOpenPrompts, presentPrompt } from '../prompts/service.js';
import { listOwner } from '../social/service.js';
import { presentQuestions } from './presenter.js';
import { findQuestion, listInbox, listProfileAnswers, listPromptAnswers } from './queries.js';
import * as service from './service.js';

export function questionRoutes(ctx: AppContext) {
  const db = ctx.db.kysely;

  /** Re-reads a question after a change and presents it for its owner. */
  async function presentOne(id: number, viewerId: number) {
    const row = await findQuestion(db, id);
    if (!row) throw new AppError('QUESTION_NOT_FOUND');
    const [question] = await presentQuestions(db, [row], viewerId);
    if (!question) throw new AppError('QUESTION_NOT_FOUND');
    return question;
  }

  return async (app: FastifyInstance) => {
    registerCall(app, ctx, ask, async ({ input, viewer, req }) => {
      await service.askQuestion(ctx, viewer?.user ?? null, input, req.ip);
      return { status: true as const, message: service.MESSAGES.asked };
    });

    registerCall(app, ctx, myQuestions, async ({ input, viewer }) => {
      const rows = await listInbox(db, viewer.user.id, input);
      return { questions: await presentQuestions(db, rows, viewer.user.id), limit: PAGE_SIZE };
    });

    registerCall(app, ctx, answer, async ({ input, viewer }) => {
      const id = await service.answerQuestion(ctx, viewer.user, input);
      return {
        status: true as const,
        message: service.MESSAGES.answered,
        question: await presentOne(id, viewer.user.id),
      };
    });

    registerCall(app, ctx, reAnswerQuestion, async ({ input, viewer }) => {
      const id = await service.reanswerQuestion(ctx, viewer.user, input);
      return {
        status: true as const,
        message: service.MESSAGES.reanswered,
        question: await presentOne(id, viewer.user.id),
      };
    });

    registerCall(app, ctx, deleteQuestion, async ({ input, viewer }) => {
      await service.deleteQuestion(ctx, viewer.user, input.question_id);
      return { status: true as const };
    });

    registerCall(
      app,
      ctx,
      getQuestion,
      async ({ input, viewer }) => {
        const row = await service.visibleQuestion(ctx, viewer?.user ?? null, input.id, input.username);
        const [question] = await presentQuestions(db, [row], viewer?.user.id ?? null, { withLikers: true });
        if (!question) throw new AppError('QUESTION_NOT_FOUND');
        return { status: true as const, question };
      },
      { cached: true },
    );

    registerCall(
      app,
      ctx,
      questions,
      async ({ input, viewer }) => {
        const owner = await listOwner(ctx, viewer?.user ?? null, input.username);
        const rows = await listProfileAnswers(db, owner.id, input);
        return { questions: await presentQuestions(db, rows, viewer?.user.id ?? null), limit: PAGE_SIZE };
      },
      { cached: true },
    );

    registerCall(app, ctx, preQuestions, async ({ viewer }) => ({
      questions: await listOpenPrompts(ctx, viewer.user),
    }));

    registerCall(app, ctx, answerPreQuestion, async ({ input, viewer }) => {
      const id = await answerPrompt(ctx, viewer.user, input);
      return {
        status: true as const,
        message: service.MESSAGES.answered,
        question: await presentOne(id, viewer.user.id),
      };
    });

    registerCall(
      app,
      ctx,
      questionAnswers,
      async ({ input, viewer }) => {
        const prompt = await findPrompt(ctx, input.id);
        const rows = await listPromptAnswers(db, prompt.id, viewer?.user.id ?? null, input);
        return {
          prompt: presentPrompt(prompt),
          answers: await presentQuestions(db, rows, viewer?.user.id ?? null),
          limit: PAGE_SIZE,
        };
      },
      { cached: true },
    );

    registerCall(app, ctx, likeQuestion, async ({ input, viewer }) => {
      const result = await service.toggleLike(ctx, viewer.user, input.id);
      return {
        status: true as const,
        message: result.liked ? service.MESSAGES.liked : service.MESSAGES.unliked,
        ...result,
      };
    });

    registerCall(app, ctx, reportQuestion, async ({ input, viewer }) => {
      await service.reportQuestion(ctx, viewer.user, input.question_id);
      return { status: true as const, message: service.MESSAGES.reported };
    });
  };
}
