import { z } from 'zod';
import { defineCall } from './call.js';
import type { ErrorCode } from './errors.js';
import {
  anyPasswordField,
  boundedText,
  emailField,
  newUsernameField,
  okResponse,
  passwordField,
  requiredText,
  textField,
} from './fields.js';
import { LIMITS } from './limits.js';
import * as ROUTES from './routes.js';
import { meUser } from './users.js';

const messageResponse = okResponse.extend({ message: z.string() });

const passwordRepeat = textField('PASSWORD_REPEAT_REQUIRED').min(1, { error: 'PASSWORD_REPEAT_REQUIRED' });

/** A code is compared, not validated: anything that is not the code is a wrong code (and a used try). */
function codeField(wrong: ErrorCode) {
  return requiredText('CODE_REQUIRED').pipe(z.string().max(32, { error: wrong }));
}

const tokenField = requiredText('TOKEN_REQUIRED').pipe(z.string().max(128, { error: 'TOKEN_INVALID' }));

// ---- Profile and images -------------------------------------------------------------------------

/** Personal settings: both fields are trimmed and the bio may be empty; the web form checks them too. */
export const updateProfileInput = z.object({
  fullname: boundedText('FULLNAME_REQUIRED', 'FULLNAME_REQUIRED', 'FULLNAME_TOO_LONG', 1, LIMITS.fullnameMax),
  bio: textField('BIO_REQUIRED').trim().max(LIMITS.bioMax, { error: 'BIO_TOO_LONG' }),
});

/**
 * Accepts JSON or a multipart form with the same two text fields (`updateProfileInput`). The
 * answer's `user` is merged into the stored session user.
 */
export const updateProfile = defineCall({
  ...ROUTES.updateProfile,
  auth: 'required',
  scope: 'settings',
  input: updateProfileInput,
  response: messageResponse.extend({ user: meUser }),
});

/**
 * Multipart, one file in the field `profile_image` (Jpg, Png or Gif, at most LIMITS.uploadMaxBytes).
 * The answer's `image` is the new public path, e.g. `/uploads/avatars/<random>.jpg`.
 */
export const uploadProfileImage = defineCall({
  ...ROUTES.uploadProfileImage,
  auth: 'required',
  scope: 'settings',
  response: messageResponse.extend({ image: z.string() }),
});

/** Multipart, one file in the field `cover_image`; same rules as the profile image. */
export const uploadCoverImage = defineCall({
  ...ROUTES.uploadCoverImage,
  auth: 'required',
  scope: 'settings',
  response: messageResponse.extend({ cover: z.string() }),
});

// ---- Password ----------------------------------------------------------------------------------

/** Changes the password; every other session of the member ends, the current one stays. */
export const changePassword = defineCall({
  ...ROUTES.changePassword,
  auth: 'required',
  input: z.object({
    current_password: anyPasswordField('CURRENT_PASSWORD_REQUIRED'),
    password: passwordField(),
    password_repeat: passwordRepeat,
  }),
  response: messageResponse,
});

/**
 * Sends a security code and a reset link to the address. The answer is the same whether or not
 * an account has this address, and so are the limits ('active code', '3 a day').
 */
export const resetPasswordSend = defineCall({
  ...ROUTES.resetPasswordSend,
  auth: 'none',
  input: z.object({ email: emailField }),
  response: messageResponse,
});

/** Checks a security code without using it up (the screen then asks for the new password). */
export const resetPasswordCheck = defineCall({
  ...ROUTES.resetPasswordCheck,
  auth: 'none',
  input: z.object({ email: emailField, code: codeField('SECURITY_CODE_WRONG') }),
  response: messageResponse,
});

/** Sets a new password with the security code; every session of the account ends. */
export const resetPassword = defineCall({
  ...ROUTES.resetPassword,
  auth: 'none',
  input: z.object({
    email: emailField,
    code: codeField('SECURITY_CODE_WRONG'),
    password: passwordField(),
    password_repeat: passwordRepeat,
  }),
  response: messageResponse,
});

/** Checks the token of a reset link (`/reset-password/{token}`) without using it up. */
export const resetPasswordCheckToken = defineCall({
  ...ROUTES.resetPasswordCheckToken,
  auth: 'none',
  input: z.object({ token: tokenField }),
  response: messageResponse,
});

/** Sets a new password with the link's token (single use); every session of the account ends. */
export const resetPasswordToken = defineCall({
  ...ROUTES.resetPasswordToken,
  auth: 'none',
  input: z.object({ token: tokenField, password: passwordField(), password_repeat: passwordRepeat }),
  response: messageResponse,
});

// ---- E-mail ------------------------------------------------------------------------------------

export const myEmail = defineCall({
  ...ROUTES.myEmail,
  auth: 'required',
  response: z.object({ email: z.string(), email_verified: z.boolean() }),
});

/**
 * Without `email` (or with the current address): sends a verification code and link to the
 * current address. With a different `email`: changes the address, which needs `password`; the
 * new address is the account's at once, unverified, and the mail goes to it. `email` in the
 * answer is where the mail went.
 */
export const sendEmailVerificationMail = defineCall({
  ...ROUTES.sendEmailVerificationMail,
  auth: 'required',
  input: z.object({ email: emailField.optional(), password: anyPasswordField().optional() }),
  response: messageResponse.extend({ email: z.string() }),
});

export const verifyEmail = defineCall({
  ...ROUTES.verifyEmail,
  auth: 'required',
  input: z.object({ email: emailField, code: codeField('VERIFICATION_CODE_WRONG') }),
  response: messageResponse,
});

/** The link `/settings/email/verify/{token}`; the token alone identifies the account. */
export const verifyEmailWithToken = defineCall({
  ...ROUTES.verifyEmailWithToken,
  auth: 'none',
  input: z.object({ token: tokenField }),
  response: messageResponse,
});

// ---- Username and freezing ---------------------------------------------------------------------

/** Once per 30 days; the old name stays reserved for 30 days. Answers the new username. */
export const updateUsername = defineCall({
  ...ROUTES.updateUsername,
  auth: 'required',
  input: z.object({ username: newUsernameField, password: anyPasswordField() }),
  response: messageResponse.extend({ username: z.string() }),
});

/**
 * Freezes the account and ends every session; the answer carries `X-Access-Token: false` so the
 * web app logs out. Logging in again reactivates the account.
 */
export const freezeAccount = defineCall({
  ...ROUTES.freezeAccount,
  auth: 'required',
  input: z.object({ password: anyPasswordField() }),
  response: messageResponse,
});

/**
 * Irreversible (freezing is the reversible choice): the profile, pictures, answers, likes,
 * follows, sessions, device tokens and mail codes are erased; questions the member asked others
 * stay with their recipients as anonymous; the username stays reserved for 30 days.
 */
export const deleteAccount = defineCall({
  ...ROUTES.deleteAccount,
  auth: 'required',
  beforeConsent: true,
  input: z.object({ password: anyPasswordField() }),
  response: messageResponse,
});
