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

/**
 * The largest id: every id column is a PostgreSQL `integer` (SQLite's are wider), and a larger
 * number, which can match no row anyway, makes PostgreSQL refuse the whole query.
 */
export const MAX_ID = 2_147_483_647;

/**
 * An id the server reads out of text itself rather than through a field (a signed link's member,
 * a path's question, a `Last-Event-ID`): decimal digits only, within idField's range (1…MAX_ID),
 * or null. The one parser for them, so none can hand PostgreSQL an id its column refuses.
 */
export function parseId(text: string | undefined): number | null {
  if (text === undefined || !/^\d{1,20}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * Whether a string anywhere in `value` (keys included, at any depth) holds U+0000. No one types
 * it, PostgreSQL text cannot store it, and SQLite would. Iterative, so no nesting overflows it.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null && !ArrayBuffer.isView(item)) {
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * The base of every text field of the contract: a string without U+0000. `error` names the code
 * for a value that is missing or not a string, as `z.string` takes it.
 */
export function textField(error: ErrorCode | ((issue: { input?: unknown }) => ErrorCode)) {
  return z
    .string({ error })
    .refine((value) => !value.includes('\u0000'), { error: 'TEXT_INVALID_CHARACTER', abort: true });
}

/** A string that must be present and non-blank after trimming. */
export function requiredText(required: ErrorCode, invalid: ErrorCode = required) {
  return textField(codeFor(required, invalid)).trim().min(1, { error: required });
}

/** Text with a length window after trimming (whitespace alone counts as empty). */
export function boundedText(required: ErrorCode, tooShort: ErrorCode, tooLong: ErrorCode, min: number, max: number) {
  return textField(codeFor(required, tooShort))
    .trim()
    .min(1, { error: required })
    .min(min, { error: tooShort })
    .max(max, { error: tooLong });
}

export const usernameField = textField(codeFor('USERNAME_REQUIRED', 'USERNAME_INVALID'))
  .trim()
  .min(1, { error: 'USERNAME_REQUIRED' })
  .regex(USERNAME_PATTERN, { error: 'USERNAME_INVALID' });

/** A username someone wants to take: valid and not one of the reserved route names. */
export const newUsernameField = usernameField.refine((name) => !isReservedUsername(name), {
  error: 'USERNAME_RESERVED',
});

export const emailField = textField(codeFor('EMAIL_REQUIRED', 'EMAIL_INVALID'))
  .trim()
  .min(1, { error: 'EMAIL_REQUIRED' })
  .max(LIMITS.emailMax, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }));

/** Passwords are not trimmed: spaces are characters like any other. */
export function passwordField(required: ErrorCode = 'PASSWORD_REQUIRED') {
  return textField(codeFor(required, 'PASSWORD_LENGTH'))
    .min(1, { error: required })
    .min(LIMITS.passwordMin, { error: 'PASSWORD_LENGTH' })
    .max(LIMITS.passwordMax, { error: 'PASSWORD_LENGTH' });
}

/** Any non-empty password, for checks against the stored hash (login, confirmations). */
export function anyPasswordField(required: ErrorCode = 'PASSWORD_REQUIRED') {
  return textField(required).min(1, { error: required }).max(1024, { error: 'WRONG_PASSWORD' });
}

export const languageField = z.enum(LANGUAGES, { error: 'LANG_INVALID' });

/** Positive integer ids arrive as numbers in bodies and as strings in query strings; at most MAX_ID. */
export function idField(required: ErrorCode) {
  return z.coerce
    .number({ error: required })
    .int({ error: required })
    .positive({ error: required })
    .max(MAX_ID, { error: required });
}

export const optionalCursor = z.coerce.number({ error: 'VALIDATION_FAILED' }).int().positive().max(MAX_ID).optional();

/** Query strings for keyset pages: `first_id` for newer items, `last_id` for older ones. */
export const pageQuery = z.object({ first_id: optionalCursor, last_id: optionalCursor });

export const okResponse = z.object({ status: z.literal(true), message: z.string().optional() });

/** Why something is reported (issue 16); optional, `other` when not given. */
export const REPORT_REASONS = ['bullying', 'spam', 'self_harm', 'sexual', 'hate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportReasonField = z
  .enum(REPORT_REASONS, { error: 'REPORT_REASON_INVALID' })
  .optional()
  .transform((reason) => reason ?? 'other');
