import { z } from 'zod';
import { defineCall } from './call.js';
import { boundedText, idField, okResponse } from './fields.js';
import { LIMITS, TOKEN_SCOPES } from './limits.js';
import * as ROUTES from './routes.js';

/**
 * Personal access tokens (issue 35): a member gives another app a named token that can make only
 * the calls its scopes allow (CallDef.scope), never rotates, and ends when revoked, when it
 * expires, or when the member changes their password, freezes or deletes the account. The secret
 * is shown once, in createAccessToken's answer; the server keeps only its SHA-256.
 */
export const accessToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  created_at: z.string(),
  /** Written at most hourly (like a session's), null until first used. */
  last_used_at: z.string().nullable(),
  /** null: until revoked. */
  expires_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessToken>;

/** The member's live tokens (not revoked, not expired), newest first, at most LIMITS.accessTokensMax. */
export const accessTokens = defineCall({
  ...ROUTES.accessTokens,
  auth: 'required',
  response: z.object({ access_tokens: z.array(accessToken) }),
});

/**
 * Creates a token: a name, one or more scopes, and optionally the days until it expires. The
 * answer carries the secret (`qpat_…`) this once; the member is mailed that it was made. A member
 * holding LIMITS.accessTokensMax live tokens gets ACCESS_TOKENS_TOO_MANY.
 */
export const createAccessToken = defineCall({
  ...ROUTES.createAccessToken,
  auth: 'required',
  input: z.object({
    name: boundedText(
      'ACCESS_TOKEN_NAME_REQUIRED',
      'ACCESS_TOKEN_NAME_REQUIRED',
      'ACCESS_TOKEN_NAME_TOO_LONG',
      1,
      LIMITS.accessTokenNameMax,
    ),
    scopes: z
      .array(z.enum(TOKEN_SCOPES, { error: 'ACCESS_TOKEN_SCOPES_INVALID' }), { error: 'ACCESS_TOKEN_SCOPES_INVALID' })
      .min(1, { error: 'ACCESS_TOKEN_SCOPES_INVALID' })
      .max(TOKEN_SCOPES.length, { error: 'ACCESS_TOKEN_SCOPES_INVALID' })
      .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'ACCESS_TOKEN_SCOPES_INVALID' }),
    /** Days until it expires; absent or null: until revoked. */
    expires_in_days: z
      .number({ error: 'ACCESS_TOKEN_EXPIRY_INVALID' })
      .int({ error: 'ACCESS_TOKEN_EXPIRY_INVALID' })
      .min(1, { error: 'ACCESS_TOKEN_EXPIRY_INVALID' })
      .max(LIMITS.accessTokenDaysMax, { error: 'ACCESS_TOKEN_EXPIRY_INVALID' })
      .nullable()
      .optional(),
  }),
  response: z.object({ token: z.string(), access_token: accessToken }),
});

/** Revokes one of the member's live tokens; any other id (unknown, revoked, another's) is ACCESS_TOKEN_NOT_FOUND. */
export const revokeAccessToken = defineCall({
  ...ROUTES.revokeAccessToken,
  auth: 'required',
  input: z.object({ id: idField('ID_REQUIRED') }),
  response: okResponse,
});
