import { profile } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { AppError } from '../../lib/errors.js';
import { presentPublicUser } from './presenter.js';
import { findVisibleUser } from './queries.js';
import { getRelation } from './relations.js';

export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, profile, async ({ input, viewer }) => {
      const user = await findVisibleUser(ctx.db.kysely, { username: input.username });
      if (!user) throw new AppError('USER_NOT_FOUND');
      const relation = await getRelation(ctx.db.kysely, viewer?.user.id ?? null, user.id);
      const view = presentPublicUser(user, relation, ctx.now());
      return {
        status: true as const,
        user: view,
        followingCount: view.followingCount,
        followersCount: view.followerCount,
        answersCount: view.answersCount,
        pendingAnswersCount: viewer?.user.id === user.id ? Number(user.pending_count) : 0,
        online: view.isOnline,
        isFollowing: view.isFollowing,
        badges: view.badges,
        isBlocked: view.isBlocked,
        blockedBy: view.blockedBy,
        blockedByMe: view.blockedByMe,
        isSuspended: view.isSuspended,
      };
    });
  };
}
