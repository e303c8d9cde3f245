import { z } from 'zod';
import { ANONYMOUS_CIRCLES, ASK_CIRCLES } from './asking.js';
import { defineCall } from './call.js';
import { languageField, okResponse } from './fields.js';
import { ACCOUNT_SETTING_KEYS, MAIL_MODES, MAIL_SETTING_KEYS, NOTIFICATION_SETTING_KEYS } from './limits.js';
import * as ROUTES from './routes.js';

const flag = z.boolean();
const mailMode = z.enum(MAIL_MODES);

export const accountSettings = defineCall({
  ...ROUTES.accountSettings,
  auth: 'required',
  scope: 'settings',
  response: z.object({
    settings: z.object({
      allow_ask: flag,
      /** The spec's switch, now read from the asking rules: true when guests cannot ask. */
      allow_only_accounts: flag,
      profanity_filter: flag,
      show_online: flag,
      /** Show answers with content warnings unfolded (issue 33). */
      unfold_warnings: flag,
      listed: flag,
      /** Who may ask (ASK_CIRCLES) and who may ask anonymously (ANONYMOUS_CIRCLES). */
      ask_from: z.enum(ASK_CIRCLES),
      anonymous_from: z.enum(ANONYMOUS_CIRCLES),
    }),
  }),
});

export const notificationSettings = defineCall({
  ...ROUTES.notificationSettings,
  auth: 'required',
  scope: 'settings',
  response: z.object({
    settings: z.object({
      notify_questions: flag,
      notify_answers: flag,
      notify_followers: flag,
      notify_likes: flag,
      notify_mentions: flag,
    }),
    /** E-mail per kind; mails go only to a confirmed address (`email_verified`). */
    mail: z.object({
      mail_questions: mailMode,
      mail_answers: mailMode,
      mail_followers: mailMode,
      mail_likes: mailMode,
      mail_mentions: mailMode,
    }),
    email_verified: flag,
  }),
});

/**
 * One setting at a time: booleans travel as '1' / '0'; `lang` takes a language code; the e-mail
 * settings take `off`, `immediate` or `daily`; `ask_from` and `anonymous_from` take a circle.
 * `allow_only_accounts` (the spec's switch) sets who may ask: '1' members, '0' everyone.
 */
export const set = defineCall({
  ...ROUTES.set,
  auth: 'required',
  scope: 'settings',
  beforeConsent: true,
  input: z.discriminatedUnion(
    'key',
    [
      z.object({
        key: z.enum([...ACCOUNT_SETTING_KEYS, ...NOTIFICATION_SETTING_KEYS]),
        value: z.enum(['1', '0'], { error: 'SETTING_INVALID' }),
      }),
      z.object({ key: z.literal('lang'), value: languageField }),
      z.object({ key: z.enum(MAIL_SETTING_KEYS), value: z.enum(MAIL_MODES, { error: 'SETTING_INVALID' }) }),
      z.object({ key: z.literal('ask_from'), value: z.enum(ASK_CIRCLES, { error: 'SETTING_INVALID' }) }),
      z.object({ key: z.literal('anonymous_from'), value: z.enum(ANONYMOUS_CIRCLES, { error: 'SETTING_INVALID' }) }),
    ],
    { error: 'SETTING_INVALID' },
  ),
  response: okResponse,
});

/**
 * The unsubscribe link of a notification mail, without signing in: the token names the member and
 * what to stop (one kind, or every notification mail), and is signed; it stops working when the
 * member's address changes. Mail programs use the same token with RFC 8058's one-click POST.
 */
export const unsubscribeMail = defineCall({
  ...ROUTES.unsubscribeMail,
  auth: 'none',
  input: z.object({
    token: z.string({ error: 'UNSUBSCRIBE_LINK_INVALID' }).max(200, { error: 'UNSUBSCRIBE_LINK_INVALID' }),
  }),
  response: z.object({
    status: z.literal(true),
    message: z.string(),
    /** What was turned off: every mail kind, or the one the link was for. */
    stopped: z.array(z.enum(MAIL_SETTING_KEYS)),
  }),
});
