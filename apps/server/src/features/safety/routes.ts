import {
  blockAsker,
  blockedAskers,
  heldQuestions,
  moveToInbox,
  mutedWords,
  muteWord,
  unblockAsker,
  unmuteWord,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { showQuestions } from '../questions/service.js';
import { presentBlockedAsker, presentMutedWord } from './presenter.js';
import * as service from './service.js';

export function safetyRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, blockAsker, async ({ input, viewer }) => {
      await service.blockAsker(ctx, viewer.user, input.question_id, { deleteQuestions: input.delete_questions });
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

    registerCall(app, ctx, mutedWords, async ({ viewer }) => ({
      words: (await service.listMuted(ctx, viewer.user)).map(presentMutedWord),
    }));

    registerCall(app, ctx, muteWord, async ({ input, viewer }) => ({
      status: true as const,
      words: (await service.muteWord(ctx, viewer.user, input.word)).map(presentMutedWord),
    }));

    registerCall(app, ctx, unmuteWord, async ({ input, viewer }) => ({
      status: true as const,
      words: (await service.unmuteWord(ctx, viewer.user, input.word)).map(presentMutedWord),
    }));

    registerCall(app, ctx, heldQuestions, async ({ input, viewer }) => {
      const rows = await service.listHeld(ctx, viewer.user, input);
      return { questions: await showQuestions(ctx, rows, viewer.user.id), limit: PAGE_SIZE };
    });

    registerCall(app, ctx, moveToInbox, async ({ input, viewer }) => {
      await service.moveToInbox(ctx, viewer.user, input.question_id);
      return { status: true as const };
    });
  };
}
