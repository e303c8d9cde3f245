import multipart from '@fastify/multipart';
import { IMPORT_FIELD, importStatus, LIMITS, startImport } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { readMultipartFile } from '../../lib/multipart.js';
import * as service from './service.js';

/** One archive per request, nothing else: the file is read only after the member is admitted. */
const MULTIPART_LIMITS = { fileSize: LIMITS.importMaxBytes, files: 1, fields: 2, fieldSize: 256, parts: 3 };

export function importRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    registerCall(app, ctx, startImport, async ({ viewer, req }) => {
      await service.admitImport(ctx, viewer.user, req.ip);
      const archive = await readMultipartFile(req, IMPORT_FIELD);
      return { status: true as const, import: await service.startImport(ctx, viewer.user, archive) };
    });

    registerCall(app, ctx, importStatus, async ({ viewer }) => ({
      import: await service.importStatus(ctx, viewer.user),
    }));
  };
}
