import {
  answer,
  ask,
  deleteQuestion,
  deleteQuestions,
  getQuestion,
  likeQuestion,
  myQuestions,
  questions,
  reAnswerQuestion,
  reportQuestion,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import * as service from './service.js';

export function questionRoutes(ctx: AppContext) {
  /** A question the viewer just changed, re-read and presented for its owner. */
  async function presentChanged(id: number, viewerId: number) {
    return service.showQuestion(ctx, await service.reloadQuestion(ctx, id), viewerId);
  }

  return async (app: FastifyInstance) => {
    registerCall(app, ctx, ask, async ({ input, viewer, req }) => {
      await service.askQuestion(ctx, viewer?.user ?? null, input, req.ip);
      return { status: true as const, message: service.MESSAGES.asked };
    });

    registerCall(app, ctx, myQuestions, async ({ input, viewer }) => {
      const { rows, counts } = await service.listOwnInbox(ctx, viewer.user, input);
      const questions = await service.showQuestions(ctx, rows, viewer.user.id, { known: [viewer.user] });
      return { questions, limit: PAGE_SIZE, held: Number(viewer.user.held_count), counts };
    });

    registerCall(app, ctx, answer, async ({ input, viewer }) => {
      const id = await service.answerQuestion(ctx, viewer.user, input);
      return {
        status: true as const,
        message: service.MESSAGES.answered,
        question: await presentChanged(id, viewer.user.id),
      };
    });

    registerCall(app, ctx, reAnswerQuestion, async ({ input, viewer }) => {
      const id = await service.reanswerQuestion(ctx, viewer.user, input);
      return {
        status: true as const,
        message: service.MESSAGES.reanswered,
        question: await presentChanged(id, viewer.user.id),
      };
    });

    registerCall(app, ctx, deleteQuestion, async ({ input, viewer }) => {
      await service.deleteQuestion(ctx, viewer.user, input.question_id);
      return { status: true as const };
    });

    registerCall(app, ctx, deleteQuestions, async ({ input, viewer }) => {
      const deleted = await service.deleteQuestions(ctx, viewer.user, { ids: input.question_ids, all: input.all });
      return { status: true as const, deleted };
    });

    registerCall(app, ctx, getQuestion, async ({ input, viewer }) => {
      const { question: row, owner } = await service.visibleQuestionWithOwner(
        ctx,
        viewer?.user ?? null,
        input.id,
        input.username,
      );
      const question = await service.showQuestion(ctx, row, viewer?.user.id ?? null, {
        withLikers: true,
        known: [owner],
      });
      return { status: true as const, question };
    });

    registerCall(app, ctx, questions, async ({ input, viewer }) => {
      const { rows, refs, owner } = await service.listAnswersOf(ctx, viewer?.user ?? null, input.username, input);
      const questions = await service.showQuestions(ctx, rows, viewer?.user.id ?? null, { known: [owner] }, refs);
      return { questions, limit: PAGE_SIZE };
    });

    registerCall(app, ctx, likeQuestion, async ({ input, viewer }) => {
      const result = await service.toggleLike(ctx, viewer.user, input.id);
      return {
        status: true as const,
        message: result.liked ? service.MESSAGES.liked : service.MESSAGES.unliked,
        ...result,
      };
    });

    registerCall(app, ctx, reportQuestion, async ({ input, viewer }) => {
      await service.reportQuestion(ctx, viewer.user, input.question_id, input.reason);
      return { status: true as const, message: service.MESSAGES.reported };
    });
  };
}
