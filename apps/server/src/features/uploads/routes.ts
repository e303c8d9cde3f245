import multipart from '@fastify/multipart';
import { COVER_IMAGE_FIELD, LIMITS, PROFILE_IMAGE_FIELD, uploadCoverImage, uploadProfileImage } from '@qurio/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { AppError } from '../../lib/errors.js';
import { replaceImage, UPLOAD_MESSAGES } from './service.js';

/** One file per request, a few small fields at most; the file is streamed, not a JSON body. */
const MULTIPART_LIMITS = { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10 };

/**
 * Reads the one file of an upload into memory (at most LIMITS.uploadMaxBytes). Anything that is
 * not a multipart request carrying that field is an 'Uploading Error.'.
 */
async function readUpload(req: FastifyRequest, field: string): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UPLOAD_ERROR');
  try {
    const part = await req.file();
    if (!part || part.fieldname !== field) throw new AppError('UPLOAD_ERROR');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('FILE_TOO_LARGE');
    throw new AppError('UPLOAD_ERROR');
  }
}

export function uploadRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // Scoped to this plugin: only these two calls accept multipart files, with these limits.
    await app.register(multipart, { limits: MULTIPART_LIMITS });

    // registerCall checks the session before a single byte of the file is read.
    registerCall(app, ctx, uploadProfileImage, async ({ viewer, req }) => {
      const image = await replaceImage(ctx, viewer.user.id, 'avatar', await readUpload(req, PROFILE_IMAGE_FIELD));
      return { status: true as const, image, message: UPLOAD_MESSAGES.avatar };
    });

    registerCall(app, ctx, uploadCoverImage, async ({ viewer, req }) => {
      const cover = await replaceImage(ctx, viewer.user.id, 'cover', await readUpload(req, COVER_IMAGE_FIELD));
      return { status: true as const, cover, message: UPLOAD_MESSAGES.cover };
    });
  };
}
