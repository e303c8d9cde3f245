import { notifications } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { showQuestions } from '../questions/service.js';
import { presentNotifications } from './presenter.js';
import { listNotifications } from './service.js';

export function notificationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, notifications, async ({ input, viewer }) => {
      const { rows, questions } = await listNotifications(ctx, viewer.user.id, input);
      const presented = await showQuestions(ctx, questions, viewer.user.id);
      return { notifications: presentNotifications(rows, presented), limit: PAGE_SIZE };
    });
  };
}
