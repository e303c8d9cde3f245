import { z } from 'zod';
import type { ErrorCode } from './errors.js';
import { isReservedUsername, LANGUAGES, LIMITS, USERNAME_PATTERN } from './limits.js';

/**
 * Field builders whose failures carry an error code as their message, so one failing field maps
 * to exactly one code of `ERRORS` on the server and one translated sentence in the web app.
 */
function codeFor(required: ErrorCode, invalid: ErrorCode) {
  return (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? required : invalid);
}

/** A string that must be present and non-blank after trimming. */
export function requiredText(required: ErrorCode, invalid: ErrorCode = required) {
  return z
    .string({ error: codeFor(required, invalid) })
    .trim()
    .min(1, { error: required });
}

/** Text with a length window after trimming (whitespace alone counts as empty). */
export function boundedText(required: ErrorCode, tooShort: ErrorCode, tooLong: ErrorCode, min: number, max: number) {
  return z
    .string({ error: codeFor(required, tooShort) })
    .trim()
    .min(1, { error: required })
    .min(min, { error: tooShort })
    .max(max, { error: tooLong });
}

export const usernameField = z
  .string({ error: codeFor('USERNAME_REQUIRED', 'USERNAME_INVALID') })
  .trim()
  .min(1, { error: 'USERNAME_REQUIRED' })
  .regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' });

/** A username someone wants to take: valid and not one of the reserved route names. */
export const newUsernameField = usernameField.refine((name) => !isReservedUsername(name), {
  error: 'USERNAME_RESERVED',
});

export const emailField = z
  .string({ error: codeFor('EMAIL_REQUIRED', 'EMAIL_INVALID') })
  .trim()
  .min(1, { error: 'EMAIL_REQUIRED' })
  .max(LIMITS.emailMax, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

/** Passwords are not trimmed: spaces are characters like any other. */
export function passwordField(required: ErrorCode = 'PASSWORD_REQUIRED') {
  return z
    .string({ error: codeFor(required, 'PASSWORD_LENGTH') })
    .min(1, { error: required })
    .min(LIMITS.passwordMin, { error: 'PASSWORD_LENGTH' })
    .max(LIMITS.passwordMax, { error: 'PASSWORD_LENGTH' });
}

/** Any non-empty password, for checks against the stored hash (login, confirmations). */
export function anyPasswordField(required: ErrorCode = 'PASSWORD_REQUIRED') {
  return z
    .string({ error: codeFor(required, required) })
    .min(1, { error: required })
    .max(1024, { error: 'WRONG_PASSWORD' });
}

export const languageField = z.enum(LANGUAGES, { error: 'LANG_INVALID' });

/** Positive integer ids arrive as numbers in bodies and as strings in query strings. */
export function idField(required: ErrorCode) {
  return z.coerce.number({ error: required }).int({ error: required }).positive({ error: required });
}

export const optionalCursor = z.coerce.number({ error: 'VALIDATION_FAILED' }).int().positive().optional();

/** Query strings for keyset pages: `first_id` for newer items, `last_id` for older ones. */
export const pageQuery = z.object({ first_id: optionalCursor, last_id: optionalCursor });

export const okResponse = z.object({ status: z.literal(true), message: z.string().optional() });
