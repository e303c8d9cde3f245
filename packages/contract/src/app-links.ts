import { z } from 'zod';
import { defineCall } from './call.js';
import * as ROUTES from './routes.js';

/**
 * Where to get the phone app, from the server's configuration (PLAY_STORE_URL, APP_STORE_URL); null
 * when that store has no listing, so a client never shows a link that leads nowhere.
 */
export const appLinks = defineCall({
  ...ROUTES.appLinks,
  auth: 'none',
  response: z.object({
    status: z.literal(true),
    play_store_url: z.string().nullable(),
    app_store_url: z.string().nullable(),
  }),
});
