import { z } from 'zod';
import { defineCall } from './call.js';
import { idField, okResponse, optionalCursor, reportReasonField, usernameField } from './fields.js';
import { userSummary } from './questions.js';
import * as ROUTES from './routes.js';

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
  scope: 'read',
  input: userListQuery,
  response: z.object({ followings: z.array(listedUser), limit: z.number().int() }),
});

export const followers = defineCall({
  ...ROUTES.followers,
  auth: 'optional',
  scope: 'read',
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
    .object({ id: idField('ID_REQUIRED').optional(), username: usernameField.optional(), reason: reportReasonField })
    .refine((v) => v.id !== undefined || v.username !== undefined, { error: 'ID_REQUIRED' }),
  response: okResponse,
});
