import { block, blockedUsers, follow, followers, followings, reportUser } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { listOwner } from '../users/service.js';
import { presentListedUser } from './presenter.js';
import * as service from './service.js';

export function socialRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, follow, async ({ input, viewer }) => {
      const following = await service.toggleFollow(ctx, viewer.user, input.user_id);
      const message = following ? service.SOCIAL_MESSAGES.followed : service.SOCIAL_MESSAGES.unfollowed;
      return { status: true as const, following, message };
    });

    registerCall(app, ctx, followings, async ({ input, viewer }) => {
      const owner = await listOwner(ctx, viewer?.user ?? null, input.username);
      const rows = await service.listUsers(ctx, 'followings', owner.id, viewer?.user.id ?? null, input.last_id);
      return { followings: rows.map(presentListedUser), limit: PAGE_SIZE };
    });

    registerCall(app, ctx, followers, async ({ input, viewer }) => {
      const owner = await listOwner(ctx, viewer?.user ?? null, input.username);
      const rows = await service.listUsers(ctx, 'followers', owner.id, viewer?.user.id ?? null, input.last_id);
      return { followers: rows.map(presentListedUser), limit: PAGE_SIZE };
    });

    registerCall(app, ctx, block, async ({ input, viewer }) => {
      const blocked = await service.toggleBlock(ctx, viewer.user, input.user_id);
      const message = blocked ? service.SOCIAL_MESSAGES.blocked : service.SOCIAL_MESSAGES.unblocked;
      return { status: true as const, blocked, message };
    });

    registerCall(app, ctx, blockedUsers, async ({ input, viewer }) => ({
      users: (await service.listUsers(ctx, 'blocked', viewer.user.id, viewer.user.id, input.last_id)).map(
        presentListedUser,
      ),
      limit: PAGE_SIZE,
    }));

    registerCall(app, ctx, reportUser, async ({ input, viewer }) => {
      await service.reportUser(ctx, viewer.user, input);
      return { status: true as const, message: service.SOCIAL_MESSAGES.reported };
    });
  };
}
