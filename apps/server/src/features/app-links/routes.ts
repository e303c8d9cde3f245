import { appLinks, errorBody } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { buildAppleAppSiteAssociation, buildAssetLinks } from './site-association.js';

/** Phones fetch these when the app is installed and now and then after; an hour keeps a change quick. */
const WELL_KNOWN_CACHE = 'public, max-age=3600';

/** `appLinks` under /api: the store pages the web's "Open the app" falls back to. */
export function appLinkRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, appLinks, async () => ({
      status: true as const,
      play_store_url: ctx.config.apps.playStoreUrl,
      app_store_url: ctx.config.apps.appStoreUrl,
    }));
  };
}

/**
 * `/.well-known/assetlinks.json` and `/.well-known/apple-app-site-association` at the site's root,
 * where Android and iOS look for them. Each is 404 until its settings are given: a file naming no
 * app would only make the phone's verification fail.
 */
export function wellKnownRoutes(ctx: AppContext) {
  const files = {
    'assetlinks.json': buildAssetLinks(ctx.config.apps),
    // No extension: Apple asks for this exact name, served as JSON.
    'apple-app-site-association': buildAppleAppSiteAssociation(ctx.config.apps),
  };
  return async (app: FastifyInstance) => {
    for (const [name, body] of Object.entries(files)) {
      app.get(`/.well-known/${name}`, async (_req, reply) => {
        if (body === null) return reply.code(404).send(errorBody('NOT_FOUND'));
        return reply.type('application/json').header('Cache-Control', WELL_KNOWN_CACHE).send(JSON.stringify(body));
      });
    }
  };
}
