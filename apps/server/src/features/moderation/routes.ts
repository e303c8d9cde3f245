import { modAction, modAudit, modReports } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { presentAuditEntry } from './presenter.js';
import * as service from './service.js';

export function moderationRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, modReports, async ({ viewer }) => ({
      reports: await service.listReportGroups(ctx, viewer),
    }));

    registerCall(app, ctx, modAction, async ({ input, viewer }) => ({
      status: true as const,
      ...(await service.moderate(ctx, viewer, input)),
    }));

    registerCall(app, ctx, modAudit, async ({ input, viewer }) => ({
      entries: (await service.listAuditLog(ctx, viewer, input.last_id)).map(presentAuditEntry),
      limit: PAGE_SIZE,
    }));
  };
}
