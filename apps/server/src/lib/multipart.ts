import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * The one place a multipart body's failures become contract codes, for the image uploads and the
 * profile form alike. busboy's own errors ('Multipart: Boundary not found', 'Unexpected end of
 * multipart data', a malformed part header) are plain `Error`s without a status, and
 * @fastify/multipart's limit and field errors carry FST_ codes: a file over the size limit is
 * FILE_TOO_LARGE, anything else the client sent wrong is 'Uploading Error.' (400), never a 500.
 */
export function multipartFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  return new AppError('UPLOAD_ERROR');
}

/**
 * Reads the one file of an upload into memory (at most the plugin's `fileSize`). Anything that is
 * not a multipart request whose first part is a file in `field` is an 'Uploading Error.'.
 */
export async function readMultipartFile(req: FastifyRequest, field: string): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('UPLOAD_ERROR');
  try {
    const part = await req.file();
    if (!part || part.fieldname !== field) throw new AppError('UPLOAD_ERROR');
    return await part.toBuffer();
  } catch (error) {
    throw multipartFailure(error);
  }
}

export interface MultipartFieldLimits {
  fields: number;
  fieldSize: number;
  parts: number;
}

/**
 * Lets the routes of this plugin scope take a multipart form of text fields as their body, as
 * they take JSON: the fields become `req.body` (a repeated name becomes an array) before
 * `registerCall` validates it, and a file part or a malformed body is an 'Uploading Error.'.
 */
export async function acceptMultipartFields(app: FastifyInstance, limits: MultipartFieldLimits): Promise<void> {
  await app.register(multipart, { limits: { ...limits, files: 0 } });
  app.addHook('preValidation', async (req) => {
    if (!req.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') throw new AppError('UPLOAD_ERROR');
        const previous = body[part.fieldname];
        body[part.fieldname] =
          previous === undefined
            ? part.value
            : Array.isArray(previous)
              ? [...previous, part.value]
              : [previous, part.value];
      }
    } catch (error) {
      throw multipartFailure(error);
    }
    req.body = body;
  });
}
