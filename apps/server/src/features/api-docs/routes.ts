import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { buildOpenApiDocument } from './openapi.js';
import { buildPage, DOCS_CSS, DOCS_JS, docsPage, THEME_JS } from './pages.js';

/** The renderer's files change only with the package (a new version comes with a restart). */
const ASSET_CACHE = 'public, max-age=86400';

/** Swagger UI's files, served from its package in node_modules: no CDN, and only on these pages. */
const SWAGGER_FILES = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
} as const;

interface Body {
  type: string;
  text: () => string | Buffer;
  cache: string;
}

/**
 * `GET /api/openapi.json`, the reference at `/api/docs` and "Build on Qurio" at `/api/docs/build`
 * (pages.ts). The document is built from the contract on its first request (0.3 to 0.9 s, once per
 * process, kept off the start a crash restart waits for) and sent compressed from memory.
 */
export function apiDocsRoutes(_ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
    const bodies: Record<string, Body> = {
      '/openapi.json': {
        type: 'application/json; charset=utf-8',
        text: () => JSON.stringify(buildOpenApiDocument()),
        cache: 'no-cache',
      },
      '/docs': { type: 'text/html; charset=utf-8', text: docsPage, cache: 'no-cache' },
      '/docs/build': { type: 'text/html; charset=utf-8', text: () => buildPage(), cache: 'no-cache' },
      '/docs/assets/docs.css': { type: 'text/css; charset=utf-8', text: () => DOCS_CSS, cache: ASSET_CACHE },
      '/docs/assets/docs.js': { type: 'text/javascript; charset=utf-8', text: () => DOCS_JS, cache: ASSET_CACHE },
      '/docs/assets/theme.js': { type: 'text/javascript; charset=utf-8', text: () => THEME_JS, cache: ASSET_CACHE },
      ...Object.fromEntries(
        Object.entries(SWAGGER_FILES).map(([file, type]) => [
          `/docs/assets/${file}`,
          { type, text: () => readFileSync(join(swaggerDir, file)), cache: ASSET_CACHE },
        ]),
      ),
    };
    for (const [path, body] of Object.entries(bodies)) {
      const encoded = lazyEncodings(body.text);
      app.get(path, async (req: FastifyRequest, reply: FastifyReply) => {
        const { encoding, payload } = encoded(req.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        return reply
          .type(body.type)
          .header('Cache-Control', body.cache)
          .header('Vary', 'Accept-Encoding')
          .send(payload);
      });
    }
  };
}

/** A body made once and compressed once per encoding (Brotli at 9: the bundle, 1.7 MB, in about 0.3 s). */
function lazyEncodings(make: () => string | Buffer) {
  let plain: Buffer | undefined;
  const compressed = new Map<string, Buffer>();
  return (accept: string | string[] | undefined) => {
    plain ??= Buffer.from(make());
    const accepted = String(accept ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding || plain.length < 1024) return { encoding: null, payload: plain };
    let payload = compressed.get(encoding);
    if (!payload) {
      payload =
        encoding === 'br'
          ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzipSync(plain, { level: 9 });
      compressed.set(encoding, payload);
    }
    return { encoding, payload };
  };
}
