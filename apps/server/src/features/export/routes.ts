import { exportStatus, requestExport } from '@qurio/contract';
import { exportData } from '@qurio/contract/routes';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, resolveViewer } from '../../lib/call.js';
import * as service from './service.js';

export function exportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, requestExport, async ({ viewer }) => ({
      status: true as const,
      export: await service.requestExport(ctx, viewer.user),
    }));

    registerCall(app, ctx, exportStatus, async ({ viewer }) => ({
      export: await service.exportStatus(ctx, viewer.user),
    }));

    // The ZIP itself: not JSON, so not a registerCall; the same viewer rules.
    app.get(exportData.path, (req, reply) =>
      app.inFlight.run(async () => {
        const viewer = await resolveViewer(ctx, req, 'required', true);
        if (!viewer) return reply;
        const file = await service.readExport(ctx, viewer.user);
        return reply
          .type('application/zip')
          .header('Content-Disposition', `attachment; filename="${file.name}"`)
          .header('Content-Length', String(file.size))
          .header('Cache-Control', 'no-store')
          .send(file.body);
      }),
    );
  };
}
