import {
  ACCESS_TOKEN_HEADER,
  checkUsername,
  logout,
  myProfile,
  refresh,
  register,
  signupRules,
  stats,
  token,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, requestMeta } from '../../lib/call.js';
import { readBearer, revokeSession, rotateSessionIfDue } from '../../lib/sessions.js';
import { presentMe, presentSessionUser } from '../users/presenter.js';
import { checkUsernameAvailability, login, registerUser } from './service.js';

export const REACTIVATED_MESSAGE = 'Welcome back! Your account is active again.';

export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, signupRules, async () => ({ min_age: ctx.config.minAge }));

    registerCall(app, ctx, register, async ({ input, req, reply }) => {
      const { user, token: accessToken } = await registerUser(ctx, input, requestMeta(req));
      reply.code(201);
      return { status: true as const, data: presentSessionUser(user, accessToken) };
    });

    registerCall(app, ctx, token, async ({ input, req }) => {
      const result = await login(ctx, input, requestMeta(req));
      return {
        status: true as const,
        reactivated: result.reactivated,
        ...(result.reactivated ? { message: REACTIVATED_MESSAGE } : {}),
        data: presentSessionUser(result.user, result.token),
      };
    });

    registerCall(app, ctx, refresh, async ({ viewer, req, reply }) => {
      const rotated = await rotateSessionIfDue(ctx, viewer, requestMeta(req));
      if (rotated) reply.header(ACCESS_TOKEN_HEADER, rotated);
      const current = rotated ?? readBearer(req.headers.authorization) ?? '';
      return { status: true as const, data: presentSessionUser(viewer.user, current) };
    });

    registerCall(app, ctx, logout, async ({ viewer }) => {
      await revokeSession(ctx, viewer.user.id, viewer.sessionId);
      return { status: true as const };
    });

    registerCall(app, ctx, myProfile, async ({ viewer }) => ({ user: presentMe(viewer.user, ctx.now()) }));

    registerCall(app, ctx, stats, async ({ viewer }) => ({
      followersCount: Number(viewer.user.follower_count),
      pendingAnswersCount: Number(viewer.user.pending_count),
    }));

    registerCall(
      app,
      ctx,
      checkUsername,
      async ({ input, viewer }) => ({
        availability: await checkUsernameAvailability(ctx, input.username, viewer?.user.id),
      }),
      { readOnly: true },
    );
  };
}
