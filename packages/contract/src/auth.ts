import { z } from 'zod';
import { defineCall } from './call.js';
import {
  anyPasswordField,
  emailField,
  languageField,
  newUsernameField,
  okResponse,
  passwordField,
  requiredText,
  usernameField,
} from './fields.js';
import { meUser, sessionUser } from './users.js';

const sessionResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: sessionUser,
});

export const register = defineCall({
  method: 'POST',
  path: '/register',
  auth: 'none',
  input: z.object({
    username: newUsernameField,
    email: emailField,
    password: passwordField(),
    password_repeat: z.string({ error: 'PASSWORD_REPEAT_REQUIRED' }).min(1, { error: 'PASSWORD_REPEAT_REQUIRED' }),
    lang: languageField.optional(),
  }),
  response: sessionResponse,
});

/** Log in with a username or an e-mail address. */
export const token = defineCall({
  method: 'POST',
  path: '/token',
  auth: 'none',
  input: z.object({
    username: requiredText('USERNAME_REQUIRED').pipe(z.string().max(254, { error: 'WRONG_CREDENTIALS' })),
    password: anyPasswordField(),
  }),
  response: sessionResponse.extend({ reactivated: z.boolean() }),
});

/** Restores a stored session from the server; may rotate the token (sent in `X-Access-Token`). */
export const refresh = defineCall({
  method: 'GET',
  path: '/refresh',
  auth: 'required',
  response: sessionResponse,
});

export const logout = defineCall({
  method: 'POST',
  path: '/logout',
  auth: 'required',
  response: okResponse,
});

export const myProfile = defineCall({
  method: 'GET',
  path: '/myProfile',
  auth: 'required',
  response: z.object({ user: meUser }),
});

export const stats = defineCall({
  method: 'GET',
  path: '/stats',
  auth: 'required',
  response: z.object({ followersCount: z.number().int(), pendingAnswersCount: z.number().int() }),
});

export const checkUsername = defineCall({
  method: 'POST',
  path: '/checkUsername',
  auth: 'optional',
  input: z.object({ username: usernameField }),
  response: z.object({ availability: z.boolean() }),
});

export const health = defineCall({
  method: 'GET',
  path: '/health',
  auth: 'none',
  response: z.object({ status: z.literal('ok') }),
});

/** The header that carries a rotated token, or `false` when the session is gone. */
export const ACCESS_TOKEN_HEADER = 'X-Access-Token';
/** Headers every web request carries (SPEC §7). */
export const TIMEZONE_HEADER = 'X-Timezone';
export const LOCALE_HEADER = 'X-Locale';
