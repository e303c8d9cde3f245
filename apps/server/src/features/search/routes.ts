import { search } from '@qurio/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall } from '../../lib/call.js';
import { PAGE_SIZE } from '../../lib/pagination.js';
import { readerLanguage } from '../../lib/reader-language.js';
import { countGuestRead, showFeedRows } from '../feeds/service.js';
import { presentPerson } from './presenter.js';
import * as service from './service.js';

export function searchRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerCall(
      app,
      ctx,
      search,
      async ({ input, viewer, req }) => {
        const empty = { users: [], top: [], latest: [], questions: [], limit: PAGE_SIZE };
        // A guest (issue 34) searches read-only, counted per address, in the language they read.
        if (!viewer) await countGuestRead(ctx, req.ip);
        const searcher = viewer
          ? { id: viewer.user.id, lang: viewer.user.lang }
          : { id: null, lang: readerLanguage(req.headers) };
        const found = await service.search(ctx, searcher, input);
        if (input.type === 'people') return { ...empty, users: found.people.map(presentPerson) };
        const rows = await showFeedRows(ctx, found.answers.rows, searcher.id, found.answers.refs);
        return { ...empty, [input.type]: rows, questions: rows };
      },
      { readOnly: true },
    );
  };
}
