import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, languageField, okResponse, optionalCursor, usernameField } from './fields.js';
import { ACCOUNT_SETTING_KEYS, NOTIFICATION_SETTING_KEYS } from './limits.js';
import { userSummary } from './questions.js';
import * as ROUTES from './routes.js';

/** A profile as others see it (SPEC §3 User), with the viewer's relation to it. */
export const publicUser = userSummary.extend({
  cover: z.string().nullable(),
  bio: z.string(),
  date_added: z.string(),
  // No last_active: a time of activity others can read places an anonymous asker in time
  // (apps/server/src/lib/activity.ts). `isOnline` is all the spec shows of it.
  allow_ask: z.boolean(),
  allow_only_accounts: z.boolean(),
  followerCount: z.number().int(),
  followingCount: z.number().int(),
  answersCount: z.number().int(),
  isFollowing: z.boolean(),
  isOnline: z.boolean(),
  isBlocked: z.boolean(),
  blockedBy: z.boolean(),
  blockedByMe: z.boolean(),
  isSuspended: z.boolean(),
  exists: z.literal(true),
  badges: z.array(z.string()),
});
export type PublicUser = z.infer<typeof publicUser>;

export const profile = defineCall({
  ...ROUTES.profile,
  auth: 'optional',
  input: z.object({ username: usernameField }),
  response: z.object({
    status: z.literal(true),
    user: publicUser,
    followingCount: z.number().int(),
    followersCount: z.number().int(),
    answersCount: z.number().int(),
    /** The owner's own pending count; 0 for everyone else. */
    pendingAnswersCount: z.number().int(),
    online: z.boolean(),
    isFollowing: z.boolean(),
    badges: z.array(z.string()),
    isBlocked: z.boolean(),
    blockedBy: z.boolean(),
    blockedByMe: z.boolean(),
    isSuspended: z.boolean(),
  }),
});

export const follow = defineCall({
  ...ROUTES.follow,
  auth: 'required',
  input: z.object({ user_id: idField('USER_ID_REQUIRED') }),
  response: okResponse.extend({ following: z.boolean() }),
});

/** A row of a followers, followings or blocked list: `id` is the list entry's cursor. */
export const listedUser = userSummary.extend({ user_id: z.number().int(), date_added: z.string() });
export type ListedUser = z.infer<typeof listedUser>;

const userListQuery = z.object({ username: usernameField, last_id: optionalCursor });

export const followings = defineCall({
  ...ROUTES.followings,
  auth: 'optional',
  input: userListQuery,
  response: z.object({ followings: z.array(listedUser), limit: z.number().int() }),
});

export const followers = defineCall({
  ...ROUTES.followers,
  auth: 'optional',
  input: userListQuery,
  response: z.object({ followers: z.array(listedUser), limit: z.number().int() }),
});

export const block = defineCall({
  ...ROUTES.block,
  auth: 'required',
  input: z.object({ user_id: idField('USER_ID_REQUIRED') }),
  response: okResponse.extend({ blocked: z.boolean() }),
});

export const blockedUsers = defineCall({
  ...ROUTES.blockedUsers,
  auth: 'required',
  input: z.object({ last_id: optionalCursor }),
  response: z.object({ users: z.array(listedUser), limit: z.number().int() }),
});

export const reportUser = defineCall({
  ...ROUTES.reportUser,
  auth: 'required',
  input: z
    .object({ id: idField('ID_REQUIRED').optional(), username: usernameField.optional() })
    .refine((v) => v.id !== undefined || v.username !== undefined, { error: 'ID_REQUIRED' }),
  response: okResponse,
});

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
    settings: z.object({ notify_questions: flag, notify_answers: flag, notify_followers: flag, notify_likes: flag }),
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
