import { z } from 'zod';
import { defineCall } from './call.js';
import { languageField, okResponse } from './fields.js';
import { ACCOUNT_SETTING_KEYS, NOTIFICATION_SETTING_KEYS } from './limits.js';
import * as ROUTES from './routes.js';

const flag = z.boolean();

export const accountSettings = defineCall({
  ...ROUTES.accountSettings,
  auth: 'required',
  response: z.object({
    settings: z.object({ allow_ask: flag, allow_only_accounts: flag, profanity_filter: flag, show_online: flag }),
  }),
});

export const notificationSettings = defineCall({
  ...ROUTES.notificationSettings,
  auth: 'required',
  response: z.object({
    settings: z.object({
      notify_questions: flag,
      notify_answers: flag,
      notify_followers: flag,
      notify_likes: flag,
      notify_mentions: flag,
    }),
  }),
});

/** One setting at a time: booleans travel as '1' / '0'; `lang` takes a language code. */
export const set = defineCall({
  ...ROUTES.set,
  auth: 'required',
  input: z.discriminatedUnion(
    'key',
    [
      z.object({
        key: z.enum([...ACCOUNT_SETTING_KEYS, ...NOTIFICATION_SETTING_KEYS]),
        value: z.enum(['1', '0'], { error: 'SETTING_INVALID' }),
      }),
      z.object({ key: z.literal('lang'), value: languageField }),
    ],
    { error: 'SETTING_INVALID' },
  ),
  response: okResponse,
});
