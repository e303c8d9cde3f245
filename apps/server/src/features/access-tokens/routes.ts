import { accessTokens, createAccessToken, revokeAccessToken } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { presentAccessToken } from './presenter.js';
import * as service from './service.js';

/** Personal access tokens (issue 35): a session's calls only; no token has a scope for them. */
export function accessTokenRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, accessTokens, async ({ viewer }) => ({
      access_tokens: (await service.listAccessTokens(ctx, viewer)).map(presentAccessToken),
    }));

    registerCall(app, ctx, createAccessToken, async ({ input, viewer }) => {
      const { token, row } = await service.createAccessToken(ctx, viewer, input);
      return { token, access_token: presentAccessToken(row) };
    });

    registerCall(app, ctx, revokeAccessToken, async ({ input, viewer }) => {
      await service.revokeAccessToken(ctx, viewer, input.id);
      return { status: true as const };
    });
  };
}
