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
  textField,
  usernameField,
} from './fields.js';
import * as ROUTES from './routes.js';
import { deviceProofField, twoFactorTokenInput } from './two-factor.js';
import { meUser, sessionUser } from './users.js';

const sessionResponse = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: sessionUser,
});

/** Sign-up rules; the web form checks them before sending. */
export const registerInput = z.object({
  username: newUsernameField,
  email: emailField,
  password: passwordField(),
  password_repeat: textField('PASSWORD_REPEAT_REQUIRED').min(1, { error: 'PASSWORD_REPEAT_REQUIRED' }),
  lang: languageField.optional(),
  /**
   * The web and the app send both, checked (issue 16); the spec's payload without them is still
   * taken, so clients built on the spec keep working. Sent but not checked: refused.
   */
  accept_terms: z
    .boolean({ error: 'TERMS_REQUIRED' })
    .refine((v) => v, { error: 'TERMS_REQUIRED' })
    .optional(),
  confirm_age: z
    .boolean({ error: 'AGE_REQUIRED' })
    .refine((v) => v, { error: 'AGE_REQUIRED' })
    .optional(),
  /**
   * "I am under 18" (issue 33): the account starts with the safer settings of a minor (members
   * only, anonymous questions from people they follow only, the profanity filter, out of explore
   * and search, no question mails). Only the settings are kept, never the answer itself.
   */
  under_18: z.boolean({ error: 'VALIDATION_FAILED' }).optional(),
});

/** What the sign-up forms show: the minimum age the member confirms (MIN_AGE on the server). */
export const signupRules = defineCall({
  ...ROUTES.signupRules,
  auth: 'none',
  response: z.object({ min_age: z.number().int() }),
});

export const register = defineCall({
  ...ROUTES.register,
  auth: 'none',
  input: registerInput,
  response: sessionResponse.extend({ device: z.string() }),
});

/** Records the confirmations a sign-up without them still owes (`consent_required`). */
export const confirmSignup = defineCall({
  ...ROUTES.confirmSignup,
  auth: 'required',
  beforeConsent: true,
  input: z.object({
    accept_terms: z.boolean({ error: 'TERMS_REQUIRED' }).refine((v) => v, { error: 'TERMS_REQUIRED' }),
    confirm_age: z.boolean({ error: 'AGE_REQUIRED' }).refine((v) => v, { error: 'AGE_REQUIRED' }),
  }),
  response: z.object({ status: z.literal(true), user: meUser }),
});

/** Log-in rules (a username or an e-mail address, and a password); the web form checks them too. */
export const tokenInput = z.object({
  username: requiredText('USERNAME_REQUIRED').pipe(z.string().max(254, { error: 'WRONG_CREDENTIALS' })),
  password: anyPasswordField(),
  /** The app's device proof; the web's comes as the cookie. */
  device: deviceProofField,
});

/**
 * Log in with a username or an e-mail address and the password; when the account has two-factor
 * sign-in on, that answers TWO_FACTOR_REQUIRED with a `challenge`, and a second call with
 * `{ challenge, code }` (two-factor.ts) signs in. Input that fits neither is refused with the code
 * of the shape it comes closest to (lib/errors.ts codeFromIssues).
 */
export const token = defineCall({
  ...ROUTES.token,
  auth: 'none',
  input: z.union([twoFactorTokenInput, tokenInput]),
  response: sessionResponse.extend({ reactivated: z.boolean(), device: z.string() }),
});

/** Restores a stored session from the server; may rotate the token (sent in `X-Access-Token`). */
export const refresh = defineCall({
  ...ROUTES.refresh,
  auth: 'required',
  beforeConsent: true,
  response: sessionResponse,
});

export const logout = defineCall({
  ...ROUTES.logout,
  auth: 'required',
  beforeConsent: true,
  response: okResponse,
});

export const myProfile = defineCall({
  ...ROUTES.myProfile,
  auth: 'required',
  scope: 'read',
  beforeConsent: true,
  response: z.object({ user: meUser }),
});

export const stats = defineCall({
  ...ROUTES.stats,
  auth: 'required',
  scope: 'read',
  response: z.object({ followersCount: z.number().int(), pendingAnswersCount: z.number().int() }),
});

export const checkUsername = defineCall({
  ...ROUTES.checkUsername,
  auth: 'optional',
  input: z.object({ username: usernameField }),
  response: z.object({ availability: z.boolean() }),
});

export const health = defineCall({
  ...ROUTES.health,
  auth: 'none',
  response: z.object({ status: z.literal('ok') }),
});
