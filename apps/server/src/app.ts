import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERRORS, errorBody, health } from '@qurio/contract';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { webBuildExists } from './config.js';
import type { AppContext } from './context.js';
import { pingDatabase } from './db/ping.js';
import { accessTokenRoutes } from './features/access-tokens/routes.js';
import { accountRoutes } from './features/account/routes.js';
import { apiDocsRoutes } from './features/api-docs/routes.js';
import { appLinkRoutes, wellKnownRoutes } from './features/app-links/routes.js';
import { authRoutes } from './features/auth/routes.js';
import { cardRoutes } from './features/cards/routes.js';
import { discoveryRoutes } from './features/discovery/routes.js';
import { exportRoutes } from './features/export/routes.js';
import { feedRoutes } from './features/feeds/routes.js';
import { importRoutes } from './features/import/routes.js';
import { type LiveOptions, liveRoutes } from './features/live/routes.js';
import { moderationRoutes } from './features/moderation/routes.js';
import { notificationMailRoutes } from './features/notification-mail/routes.js';
import { notificationRoutes } from './features/notifications/routes.js';
import { pinRoutes } from './features/pins/routes.js';
import { promptRoutes } from './features/prompts/routes.js';
import { pushRoutes } from './features/push/routes.js';
import { questionRoutes } from './features/questions/routes.js';
import { safetyRoutes } from './features/safety/routes.js';
import { searchRoutes } from './features/search/routes.js';
import { sentQuestionRoutes } from './features/sent-questions/routes.js';
import { sessionRoutes } from './features/sessions/routes.js';
import { settingsRoutes } from './features/settings/routes.js';
import { pageMetaFor, renderShell, shareLanguage, withLanguage } from './features/share/page-meta.js';
import { socialRoutes } from './features/social/routes.js';
import {
  compressPage,
  fillShell,
  hasSignedInCookie,
  loadServerRenderer,
  type ServerRenderer,
  SSR_DIR,
} from './features/ssr/server-render.js';
import { twoFactorRoutes } from './features/two-factor/routes.js';
import { uploadRoutes } from './features/uploads/routes.js';
import { userRoutes } from './features/users/routes.js';
import { registerCall } from './lib/call.js';
import { compressJson } from './lib/compress-json.js';
import { AppError } from './lib/errors.js';
import {
  answerClientError,
  answerFrameworkError,
  closeConnectionsOnStop,
  DEFAULT_TIMEOUTS,
  type ServerTimeouts,
  timeoutOptions,
} from './lib/http-server.js';
import { trackHandlers } from './lib/in-flight.js';
import { requestLogSerializers } from './lib/request-log.js';
import { securityHeaders } from './lib/security-headers.js';
import { registerUploads } from './lib/storage/serve.js';

/** JSON bodies are small: the longest text field is a 1000-character answer. */
const JSON_BODY_LIMIT = 64 * 1024;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export interface BuildOptions {
  /** `false` for no log; else pino options (a test may pass a `stream`), at LOG_LEVEL unless given. */
  logger?: false | LoggerOptions;
  /** Shorter timeouts for tests (lib/http-server.ts). */
  timeouts?: Partial<ServerTimeouts>;
  /** The live streams' heartbeat and buffer bound (features/live); tests shorten them. */
  live?: Partial<LiveOptions>;
  /** How long a public page may take to render before the plain shell goes out (features/ssr). */
  renderTimeoutMs?: number;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    // The request log never shows a mailed token, a secret parameter or an e-mail address
    // (lib/request-log.ts), at any level.
    logger:
      options.logger === false
        ? false
        : {
            level: ctx.config.logLevel,
            ...options.logger,
            serializers: { ...options.logger?.serializers, ...requestLogSerializers },
          },
    bodyLimit: JSON_BODY_LIMIT,
    // req.ip and req.protocol from X-Forwarded-For/-Proto only when the connection comes from a
    // proxy named in TRUST_PROXY (config.ts).
    trustProxy: ctx.config.trustProxy.length > 0 ? ctx.config.trustProxy : false,
    ...timeoutOptions({ ...DEFAULT_TIMEOUTS, ...options.timeouts }),
    // Errors of Node's HTTP parser and timeouts, and URLs the router refuses: the contract's shape too.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
  });

  // The handlers of clients that hung up still finish before whoever closes the app destroys the database.
  trackHandlers(app);
  closeConnectionsOnStop(app);

  // Pictures may come from the bucket's CDN (S3_PUBLIC_URL): its origin joins img-src.
  const headers = securityHeaders(cdnOrigins(ctx));
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ ...errorBody(error.code), ...error.extra });
    }
    const code = fastifyErrorCode(error);
    if (code === 'INTERNAL') req.log.error({ err: error }, 'unhandled error');
    // The code's own status, always: a plugin's 406 or 405 is still a VALIDATION_FAILED 400.
    return reply.code(ERRORS[code].status).send(errorBody(code));
  });

  // Decided once: the notFound handler below relies on the web plugin's sendFile decorator.
  const hasWeb = webBuildExists(ctx.config);

  // Read once, like the rest of the build: a new build comes with a restart.
  const shell = hasWeb ? readFileSync(join(ctx.config.webDir, 'index.html'), 'utf8') : '';

  // The web build's server render of public pages, when the build has one (`server/entry-server.js`).
  let renderer: ServerRenderer | null = null;

  app.setNotFoundHandler((req, reply) => app.inFlight.run(() => notFound(req, reply)));
  async function notFound(req: FastifyRequest, reply: FastifyReply) {
    const path = req.url.split('?')[0] ?? '';
    const isAsset = /^\/(api|uploads|_blog|assets)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path);
    if (req.method === 'GET' && !isAsset && hasWeb) {
      // History-mode routing: every app path is answered by the app shell; a shared profile or
      // answer gets its own title and preview tags in it, and a public page its content, rendered
      // for a guest (a browser with a stored session says so, and its app renders its own pages).
      reply.header('Cache-Control', 'no-cache');
      const language = shareLanguage(req.headers['accept-language']);
      const render = renderer && !hasSignedInCookie(req.headers.cookie) ? renderer : null;
      // What the answer depends on, once there is a render: the reader's language and session.
      if (renderer) reply.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      const [meta, page] = await Promise.all([
        pageMetaFor(ctx, path, req.headers['accept-language']).catch((err: unknown) => {
          req.log.error({ err }, 'page meta failed; serving the plain shell');
          return null;
        }),
        render?.render({ url: req.url, ip: req.ip }, language).catch((err: unknown) => {
          req.log.error({ err }, 'server render failed; the browser renders the page');
          return null;
        }),
      ]);
      if (page) {
        const head = meta ? renderShell(shell, meta) : withLanguage(shell, language);
        const sent = compressPage(fillShell(head, page, meta !== null), req.headers['accept-encoding']);
        if (sent.encoding) reply.header('Content-Encoding', sent.encoding);
        return reply.type('text/html; charset=utf-8').send(sent.body);
      }
      if (meta) return reply.type('text/html; charset=utf-8').send(renderShell(shell, meta));
      return reply.sendFile('index.html', ctx.config.webDir);
    }
    return reply.code(404).send(errorBody('NOT_FOUND'));
  }

  await app.register(
    async (api) => {
      api.addHook('onSend', compressJson);
      registerCall(
        api,
        ctx,
        health,
        async () => {
          await pingDatabase(ctx.db.kysely);
          return { status: 'ok' as const };
        },
        { guestLimit: false },
      );
      for (const routes of [
        authRoutes,
        twoFactorRoutes,
        userRoutes,
        questionRoutes,
        sentQuestionRoutes,
        pinRoutes,
        promptRoutes,
        socialRoutes,
        safetyRoutes,
        moderationRoutes,
        exportRoutes,
        importRoutes,
        settingsRoutes,
        sessionRoutes,
        accessTokenRoutes,
        feedRoutes,
        searchRoutes,
        discoveryRoutes,
        notificationRoutes,
        accountRoutes,
        uploadRoutes,
        pushRoutes,
        appLinkRoutes,
        notificationMailRoutes,
        apiDocsRoutes,
      ]) {
        await api.register(routes(ctx));
      }
      await api.register(liveRoutes(ctx, options.live));
    },
    { prefix: '/api' },
  );

  await app.register(wellKnownRoutes(ctx));
  await app.register(cardRoutes(ctx));
  await registerStatic(app, ctx, hasWeb);
  if (hasWeb) {
    renderer = await loadServerRenderer(
      app,
      { webDir: ctx.config.webDir, publicUrl: ctx.config.publicUrl, timeoutMs: options.renderTimeoutMs },
      app.log,
    );
  }
  return app;
}

async function registerStatic(app: FastifyInstance, ctx: AppContext, hasWeb: boolean) {
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: ctx.config.webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The server render's code sits in the build too; it is run here, never sent.
      allowedPath: (path) => !path.startsWith(`/${SSR_DIR}/`),
      // The web build writes .br and .gz copies of its text files (apps/web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        const immutable = path.startsWith(join(ctx.config.webDir, 'assets'));
        res.header('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }
  registerUploads(app, ctx.storage);
  await app.register(fastifyStatic, {
    root: ctx.config.blogDir,
    prefix: '/_blog/',
    decorateReply: !hasWeb,
    index: false,
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=300'),
  });
}

function cdnOrigins(ctx: AppContext): string[] {
  const storage = ctx.config.storage;
  return storage.driver === 's3' && storage.publicUrl ? [new URL(storage.publicUrl).origin] : [];
}

/** Turns Fastify's own errors into contract codes; anything unknown is a 500 with no detail. */
function fastifyErrorCode(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'MALFORMED_JSON' as const;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE' as const;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE' as const;
  }
  if (error.statusCode === 404) return 'NOT_FOUND' as const;
  if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE' as const;
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return 'VALIDATION_FAILED' as const;
  return 'INTERNAL' as const;
}
