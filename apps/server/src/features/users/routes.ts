import { profile } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { presentProfile } from './profile-presenter.js';
import { findProfile } from './service.js';

export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, profile, async ({ input, viewer }) => {
      const viewerId = viewer?.user.id ?? null;
      const { user, relation } = await findProfile(ctx, viewerId, input.username);
      return presentProfile(user, relation, viewerId, ctx.now());
    });
  };
}
