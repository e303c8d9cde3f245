import { z } from 'zod';
import { defineCall } from './call.js';
import { anyPasswordField, okResponse, requiredText } from './fields.js';
import * as ROUTES from './routes.js';

/**
 * Two-factor sign-in (issue 29): TOTP (RFC 6238, 30-second steps, 6 digits) from an authenticator
 * app, with ten single-use recovery codes. Moderators and admins must have it on, and the moderation
 * calls take only a session that passed it (SECOND_FACTOR_REQUIRED).
 *
 * Login: `token` with the password answers TWO_FACTOR_REQUIRED (401) carrying `challenge` when the
 * account has it on; a second `token` call with `{ challenge, code }` finishes it. The challenge is
 * good for 5 minutes, once, for that account only; the password is never sent twice.
 */

/** A 6-digit code of the authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeField = requiredText('TWO_FACTOR_CODE_REQUIRED')
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'TWO_FACTOR_CODE_WRONG' }));

/**
 * A code of the app or a recovery code ("abcde-fghjk"): at most 32 characters; the server tells them
 * apart (six digits are a TOTP code) and folds case, spaces and dashes of recovery codes.
 */
export const secondFactorCodeField = requiredText('TWO_FACTOR_CODE_REQUIRED').max(32, {
  error: 'TWO_FACTOR_CODE_WRONG',
});

/** The second `token` call: the challenge the first one answered, and a code. */
/**
 * The device proof handed out at every sign-in (`device` in the answer; the web also gets it as
 * an httpOnly cookie). Shown again at login it passes the account's slow-down. Anything that is
 * not a plausible proof is ignored, never an error: it is simply no proof.
 */
export const deviceProofField = z.string().max(128).optional().catch(undefined);

export const twoFactorTokenInput = z.object({
  challenge: requiredText('TWO_FACTOR_CHALLENGE_INVALID').max(100, { error: 'TWO_FACTOR_CHALLENGE_INVALID' }),
  code: secondFactorCodeField,
  /** The app's device proof, as at the first step; the web's comes as the cookie. */
  device: deviceProofField,
});

/** How many recovery codes `twoFactorEnable` and `twoFactorRecoveryCodes` give. */
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorState = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes; 0 when two-factor sign-in is off. */
  recovery_codes_left: z.number().int(),
});
export type TwoFactorState = z.infer<typeof twoFactorState>;

/** The member's own state (settings). */
export const twoFactorStatus = defineCall({
  ...ROUTES.twoFactorStatus,
  auth: 'required',
  response: z.object({ two_factor: twoFactorState }),
});

/**
 * Starts (or starts again) the set-up: a new secret, pending until `twoFactorEnable` confirms it.
 * The secret is shown here only; once enabled no call returns it. TWO_FACTOR_ALREADY_ENABLED when on.
 */
export const twoFactorSetup = defineCall({
  ...ROUTES.twoFactorSetup,
  auth: 'required',
  response: okResponse.extend({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    /** otpauth://totp/Qurio:username?secret=…&issuer=Qurio, what the QR code holds. */
    otpauth_uri: z.string(),
    /** The QR code of `otpauth_uri` as an SVG document, drawn on the server (no outside service). */
    qr_svg: z.string(),
  }),
});

const recoveryCodesResponse = okResponse.extend({
  /** Shown once: only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});

/** Confirms the set-up with a first code: two-factor sign-in is on, and this session has passed it. */
export const twoFactorEnable = defineCall({
  ...ROUTES.twoFactorEnable,
  auth: 'required',
  input: z.object({ code: totpCodeField }),
  response: recoveryCodesResponse,
});

const passwordAndCode = z.object({ password: anyPasswordField(), code: secondFactorCodeField });

/** Turns it off with the password and a code (or a recovery code). Refused to moderators and admins. */
export const twoFactorDisable = defineCall({
  ...ROUTES.twoFactorDisable,
  auth: 'required',
  input: passwordAndCode,
  response: okResponse,
});

/** New recovery codes in place of all the old ones. */
export const twoFactorRecoveryCodes = defineCall({
  ...ROUTES.twoFactorRecoveryCodes,
  auth: 'required',
  input: passwordAndCode,
  response: recoveryCodesResponse,
});
