import { errorBody } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import { type ByteRange, isPublicKey, type Storage, UPLOADS_PATH } from './storage.js';

/**
 * `GET /uploads/<key>`: a public file streamed from the store, with the headers it was stored
 * with (a year, immutable: keys are never reused), whatever the driver. So the URLs of the disk
 * days keep working on S3, and with S3_PUBLIC_URL unset every process serves every file. Only the
 * public folders (avatars, covers, media): an export ZIP is never served here. One byte range is
 * answered with 206, as the static file plugin did; anything else gets the whole file.
 */
export function registerUploads(app: FastifyInstance, storage: Storage): void {
  app.get(`${UPLOADS_PATH}*`, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    if (!isPublicKey(key)) return reply.code(404).send(errorBody('NOT_FOUND'));
    const header = req.headers.range;
    let range: ByteRange | undefined;
    if (header) {
      const found = await storage.stat(key);
      if (!found) return reply.code(404).send(errorBody('NOT_FOUND'));
      range = parseRange(header, found.size);
    }
    const object = await storage.get(key, range);
    if (!object) return reply.code(404).send(errorBody('NOT_FOUND'));
    reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', String(object.size))
      .header('Cache-Control', object.cacheControl)
      .header('Accept-Ranges', 'bytes');
    if (range) reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${object.totalSize}`);
    return reply.send(object.body);
  });
}

/** One satisfiable range of `bytes=a-b`, `bytes=a-` or `bytes=-n`; anything else is ignored (RFC 9110 §14.2). */
export function parseRange(header: string, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || size === 0) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : undefined;
}
