import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { sha256 } from '../../lib/crypto.js';

/**
 * The pieces of two-factor sign-in that touch no database: TOTP (RFC 6238: SHA-1, 6 digits, 30 s
 * steps, as every authenticator app reads an otpauth URI by default), the sealing of secrets and
 * the recovery codes.
 */

export const TOTP_PERIOD_S = 30;
/**
 * A code of the step before or after the current one counts too (RFC 6238 §5.2's one step of
 * drift): a code typed in its last seconds still works when it arrives.
 */
const TOLERANCE_S = TOTP_PERIOD_S;
const ISSUER = 'Qurio';

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32 for the app. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(secret: string, username: string): string {
  return generateURI({ issuer: ISSUER, label: username, secret });
}

/** The QR code of the URI as an SVG document (drawn here: no outside service sees the secret). */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/**
 * The 30-second step `code` belongs to, when it is right for `now` (± one step) and later than
 * `afterStep` (the last step a code was used for: a code never counts twice); null otherwise.
 */
export function matchTotp(secret: string, code: string, now: Date, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = verifySync({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_S,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    return null;
  }
}

/** Whether a typed code is one of the app's (six digits) rather than a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}

// ---- Sealed secrets ------------------------------------------------------------------------------

/**
 * The key that seals TOTP secrets: HKDF-SHA-256 of the server secret (ASKER_SECRET or the file
 * made at first start), so a copy of the database alone does not give anyone's codes away.
 */
export function sealingKey(serverSecret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'qurio two-factor secret v1', 32));
}

/** AES-256-GCM with a random 96-bit IV: `v1.` + base64url(IV ‖ tag ‖ ciphertext). */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function openSecret(key: Buffer, sealed: string): string {
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

// ---- Recovery codes ------------------------------------------------------------------------------

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not mistaken. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * One recovery code, "abcde-fghjk": 10 characters of 32, 50 random bits. Logins are limited to 10
 * wrong per address and 100 per account an hour, so guessing one of ten codes would take
 * 2⁵⁰ / 10 / 100 hours; a fast hash (SHA-256) is enough for codes this random.
 */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What is stored: the SHA-256 of the code folded as typed (case, spaces and dashes, o→0, i/l→1). */
export function recoveryCodeHash(typed: string): string {
  const folded = typed
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  return sha256(`recovery:${folded}`);
}
