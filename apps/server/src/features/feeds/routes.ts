import {
  explore,
  isLanguage,
  notifications,
  randomUsers,
  search,
  suggestedUsers,
  timeline,
  trends,
} from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { listRandomUsers, listSuggestions, listTrends } from '../discovery/service.js';
import { listNotifications } from '../notifications/queries.js';
import { searchAnswers, searchPeople } from '../search/service.js';
import { presentUserSummary } from '../users/presenter.js';
import { presentFeedRows } from './presenter.js';
import { listExplorePage, listExploreSince, listTimeline } from './queries.js';

export function feedRoutes(ctx: AppContext) {
  const db = ctx.db.kysely;
  return async (app: FastifyInstance) => {
    registerCall(
      app,
      ctx,
      timeline,
      async ({ input, viewer }) => ({
        questions: await presentFeedRows(db, await listTimeline(db, viewer.user.id, input), viewer.user.id),
        limit: PAGE_SIZE,
      }),
      { cached: true },
    );

    registerCall(
      app,
      ctx,
      explore,
      async ({ input, viewer }) => {
        const rows =
          input.type === 'new'
            ? await listExploreSince(db, viewer.user.id, input.date)
            : await listExplorePage(db, viewer.user.id, input.page);
        const newest = rows.reduce<string | null>(
          (max, r) => (r.date_answered && (!max || r.date_answered > max) ? r.date_answered : max),
          null,
        );
        return {
          questions: await presentFeedRows(db, rows, viewer.user.id),
          limit: PAGE_SIZE,
          // The next poll asks for what came after the newest answer seen so far.
          date: input.type === 'new' ? (newest ?? input.date) : newest,
        };
      },
      { cached: true },
    );

    registerCall(
      app,
      ctx,
      search,
      async ({ input, viewer }) => {
        const empty = { users: [], top: [], latest: [], questions: [], limit: PAGE_SIZE };
        // Under two characters there is nothing to search (SPEC §4).
        if (input.term.length < 2) return empty;
        if (input.type === 'people') {
          const ids = await searchPeople(ctx, viewer.user.id, input);
          if (ids.length === 0) return empty;
          const users = await db
            .selectFrom('users')
            .select(['id', 'username', 'fullname', 'image', 'verified', 'status', 'bio', 'follower_count'])
            .where('id', 'in', ids)
            .execute();
          const byId = new Map(users.map((u) => [u.id, u]));
          return {
            ...empty,
            users: ids.flatMap((id) => {
              const u = byId.get(id);
              return u ? [{ ...presentUserSummary(u), bio: u.bio, followerCount: Number(u.follower_count) }] : [];
            }),
          };
        }
        const rows = await presentFeedRows(db, await searchAnswers(ctx, viewer.user.id, input), viewer.user.id);
        return { ...empty, [input.type]: rows, questions: rows };
      },
      { cached: true },
    );

    registerCall(
      app,
      ctx,
      trends,
      async ({ input, viewer }) => {
        const lang = viewer && isLanguage(viewer.user.lang) ? viewer.user.lang : (input.lang ?? 'en');
        return { trends: await listTrends(ctx, lang), image: null };
      },
      { cached: true },
    );

    registerCall(app, ctx, suggestedUsers, async ({ viewer }) => {
      const users = await listSuggestions(ctx, viewer?.user.id ?? null);
      return { users: users.map((u) => ({ ...presentUserSummary(u), isFollowing: false })) };
    });

    registerCall(app, ctx, randomUsers, async () => ({ users: (await listRandomUsers(ctx)).map(presentUserSummary) }));

    registerCall(app, ctx, notifications, async ({ input, viewer }) => ({
      notifications: await listNotifications(db, viewer.user.id, input),
      limit: PAGE_SIZE,
    }));
  };
}
