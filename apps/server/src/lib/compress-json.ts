import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers gain less than the headers and the work cost. */
const MIN_BYTES = 1024;

/** The encodings a request accepts, without those it refuses (`;q=0`). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Brotli's quality for API answers. Measured on a page of twenty varied answers (8.3 KB of JSON):
 * quality 4 took 96 µs and made 2 078 bytes, quality 2 took 58 µs and made 2 092. Measured again
 * on fifty real timeline pages of the bench (14.7 KB of JSON each, 3 000 compressions): quality 0
 * 36 µs and 2 235 bytes, 1 47 µs and 2 244, 2 72 µs and 2 073; gzip 1 64 µs, gzip 6 109 µs and
 * 1 777 bytes. Quality 0 halves the cost of every page a browser loads for 160 bytes more, a
 * millisecond on a slow phone line (`npm run bench` sends Accept-Encoding, so it counts this).
 */
const BROTLI_QUALITY = 0;

/**
 * An onSend hook for the API: JSON answers of 1 KB or more travel compressed (Brotli at a fast
 * level, else gzip) to clients that accept it. A page of twenty answers shrinks about fourfold,
 * which a phone on a slow network feels. Static files have precompressed copies instead.
 */
export async function compressJson(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== 'string') return payload;
  const size = Buffer.byteLength(payload);
  if (size < MIN_BYTES) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted.has('br')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(payload, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size },
    });
  }
  if (accepted.has('gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(payload, { level: 6 });
  }
  return payload;
}
