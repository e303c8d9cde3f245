import { isLanguage, randomUsers, suggestedUsers, trends } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { shareLanguage } from '../share/page-meta.js';
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

    // The member's interface language, a guest's Accept-Language: their people come first.
    registerCall(app, ctx, suggestedUsers, async ({ viewer, req }) => {
      const lang = viewer ? viewer.user.lang : shareLanguage(req.headers['accept-language']);
      const users = await listSuggestions(ctx, viewer?.user.id ?? null, isLanguage(lang) ? lang : 'en');
      return { users: users.map((u) => ({ ...presentUserSummary(u), isFollowing: false })) };
    });

    registerCall(app, ctx, randomUsers, async ({ input, req }) => {
      const lang = input.lang ?? shareLanguage(req.headers['accept-language']);
      return { users: (await listRandomUsers(ctx, lang)).map(presentUserSummary) };
    });
  };
}
