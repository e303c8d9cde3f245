import { search } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { showFeedRows } from '../feeds/service.js';
import { presentPerson } from './presenter.js';
import * as service from './service.js';

export function searchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(
      app,
      ctx,
      search,
      async ({ input, viewer }) => {
        const empty = { users: [], top: [], latest: [], questions: [], limit: PAGE_SIZE };
        const found = await service.search(ctx, { id: viewer.user.id, lang: viewer.user.lang }, input);
        if (input.type === 'people') return { ...empty, users: found.people.map(presentPerson) };
        const rows = await showFeedRows(ctx, found.answers.rows, viewer.user.id, found.answers.refs);
        return { ...empty, [input.type]: rows, questions: rows };
      },
      { readOnly: true },
    );
  };
}
