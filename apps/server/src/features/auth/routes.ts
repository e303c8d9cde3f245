import {
  ACCESS_TOKEN_HEADER,
  checkUsername,
  confirmSignup,
  logout,
  myProfile,
  refresh,
  register,
  signupRules,
  stats,
  token,
} from '@qurio/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, requestMeta } from '../../lib/call.js';
import { readBearer, revokeSession, rotateSessionIfDue } from '../../lib/sessions.js';
import { presentMe, presentSessionUser } from '../users/presenter.js';
import { DEVICE_COOKIE } from './devices.js';
import { checkUsernameAvailability, confirmSignupFor, login, registerUser } from './service.js';

export const REACTIVATED_MESSAGE = 'Welcome back! Your account is active again.';

export function authRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, signupRules, async () => ({ min_age: ctx.config.minAge }));

    registerCall(app, ctx, register, async ({ input, req, reply }) => {
      const { user, token: accessToken, device } = await registerUser(ctx, input, requestMeta(req));
      setDeviceCookie(req, reply, device);
      reply.code(201);
      return { status: true as const, data: presentSessionUser(user, accessToken), device };
    });

    registerCall(app, ctx, token, async ({ input, req, reply }) => {
      const result = await login(ctx, { ...input, device: input.device ?? readDeviceCookie(req) }, requestMeta(req));
      setDeviceCookie(req, reply, result.device);
      return {
        status: true as const,
        reactivated: result.reactivated,
        ...(result.reactivated ? { message: REACTIVATED_MESSAGE } : {}),
        data: presentSessionUser(result.user, result.token),
        device: result.device,
      };
    });

    registerCall(app, ctx, confirmSignup, async ({ viewer }) => ({
      status: true as const,
      user: presentMe(await confirmSignupFor(ctx, viewer.user), ctx.now()),
    }));

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

/** Cookies last at most 400 days in browsers (RFC 6265bis); a sign-in renews it. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The web's device proof (features/auth/devices.ts): httpOnly, so no script reads it; SameSite
 * Strict and scoped to the sign-in call, so no other request, and no other site's, carries it;
 * Secure whenever the site is served over https.
 */
function setDeviceCookie(req: FastifyRequest, reply: FastifyReply, device: string): void {
  const secure = req.protocol === 'https' || req.headers['x-forwarded-proto'] === 'https';
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${device}; Path=/api${token.path}; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`,
  );
}

function readDeviceCookie(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEVICE_COOKIE && value) return value.slice(0, 128);
  }
  return undefined;
}
