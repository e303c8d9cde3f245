import multipart from '@fastify/multipart';
import {
  COVER_IMAGE_FIELD,
  LIMITS,
  MEDIA_FIELD,
  PROFILE_IMAGE_FIELD,
  uploadCoverImage,
  uploadMedia,
  uploadProfileImage,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { readMultipartFile } from '../../lib/multipart.js';
import * as media from '../media/service.js';
import { countUpload, replaceImage, UPLOAD_MESSAGES } from './service.js';

/** One file per request, a few small fields at most; the file is streamed, not a JSON body. */
const MULTIPART_LIMITS = { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10 };

export function uploadRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Scoped to this plugin: only these three calls accept multipart files, with these limits.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    // registerCall checks the session before a single byte of the file is read.
    registerCall(app, ctx, uploadProfileImage, async ({ viewer, req }) => {
      await countUpload(ctx, viewer.user.id, req.ip);
      const image = await replaceImage(
        ctx,
        viewer.user.id,
        'avatar',
        await readMultipartFile(req, PROFILE_IMAGE_FIELD),
      );
      return { status: true as const, image, message: UPLOAD_MESSAGES.avatar };
    });

    registerCall(app, ctx, uploadCoverImage, async ({ viewer, req }) => {
      await countUpload(ctx, viewer.user.id, req.ip);
      const cover = await replaceImage(ctx, viewer.user.id, 'cover', await readMultipartFile(req, COVER_IMAGE_FIELD));
      return { status: true as const, cover, message: UPLOAD_MESSAGES.cover };
    });

    // A picture for an answer being written (features/media): answer or reAnswerQuestion takes its id.
    registerCall(app, ctx, uploadMedia, async ({ viewer, req }) => {
      await countUpload(ctx, viewer.user.id, req.ip);
      const item = await media.uploadMedia(ctx, viewer.user, await readMultipartFile(req, MEDIA_FIELD));
      return { status: true as const, media: item };
    });
  };
}
