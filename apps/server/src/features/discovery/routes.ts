import { randomUsers, suggestedUsers, trends } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { presentUserSummary } from '../users/presenter.js';
import { presentTrends } from './presenter.js';
import { listRandomUsers, listSuggestions, listTrends } from './service.js';

/** What to look at next: trends, people to follow, a few faces for the footer. */
export function discoveryRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(app, ctx, trends, async ({ input, viewer }) => {
      const { tags, prompts } = await listTrends(ctx, viewer?.user ?? null, input.lang);
      return { trends: presentTrends(tags, prompts), image: null };
    });

    registerCall(app, ctx, suggestedUsers, async ({ viewer }) => {
      const users = await listSuggestions(ctx, viewer?.user.id ?? null);
      return { users: users.map((u) => ({ ...presentUserSummary(u), isFollowing: false })) };
    });

    registerCall(app, ctx, randomUsers, async () => ({ users: (await listRandomUsers(ctx)).map(presentUserSummary) }));
  };
}
