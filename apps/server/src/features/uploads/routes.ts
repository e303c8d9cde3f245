import multipart from '@fastify/multipart';
import { COVER_IMAGE_FIELD, LIMITS, PROFILE_IMAGE_FIELD, uploadCoverImage, uploadProfileImage } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { readMultipartFile } from '../../lib/multipart.js';
import { countUpload, replaceImage, UPLOAD_MESSAGES } from './service.js';

/** One file per request, a few small fields at most; the file is streamed, not a JSON body. */
const MULTIPART_LIMITS = { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10 };

export function uploadRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Scoped to this plugin: only these two calls accept multipart files, with these limits.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    // registerCall checks the session before a single byte of the file is read.
    registerCall(app, ctx, uploadProfileImage, async ({ viewer, req }) => {
      await countUpload(ctx, viewer.user.id);
      const image = await replaceImage(
        ctx,
        viewer.user.id,
        'avatar',
        await readMultipartFile(req, PROFILE_IMAGE_FIELD),
      );
      return { status: true as const, image, message: UPLOAD_MESSAGES.avatar };
    });

    registerCall(app, ctx, uploadCoverImage, async ({ viewer, req }) => {
      await countUpload(ctx, viewer.user.id);
      const cover = await replaceImage(ctx, viewer.user.id, 'cover', await readMultipartFile(req, COVER_IMAGE_FIELD));
      return { status: true as const, cover, message: UPLOAD_MESSAGES.cover };
    });
  };
}
