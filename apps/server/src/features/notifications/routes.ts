import { notifications } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { listNotifications } from './service.js';

export function notificationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, notifications, async ({ input, viewer }) => ({
      notifications: await listNotifications(ctx, viewer.user.id, input),
      limit: PAGE_SIZE,
    }));
  };
}
