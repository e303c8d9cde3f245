import { type ErrorCode, isErrorCode } from '@qurio/contract/errors';
import { MEMBER_LIMITS } from '@qurio/contract/member-limits';
import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '../api/errors';
import type en from './locales/en.json';

type TranslatedCode = keyof (typeof en)['errors'];

/**
 * Compile-time check: a code added to the contract without an English message fails `tsc` here
 * (the locale test then makes sure the other four languages have it too).
 */
type MissingCodes = Exclude<ErrorCode, TranslatedCode>;
const everyCodeTranslated: [MissingCodes] extends [never] ? true : MissingCodes = true;
void everyCodeTranslated;

export type ErrorMessageKey = `errors.${ErrorCode}`;

/** The message key for a code; anything unknown falls back to the generic error. */
export function errorMessageKey(code: unknown): ErrorMessageKey {
  return isErrorCode(code) ? `errors.${code}` : 'errors.INTERNAL';
}

/**
 * Messages may name the limits (`{{passwordMin}}`): those of what a member types and keeps, which
 * are all a message names (error-messages.test.ts finds none left unfilled in any language).
 */
export function translateErrorCode(t: TFunction, code: unknown): string {
  return t(errorMessageKey(code), { ...MEMBER_LIMITS });
}

/** The sentence to show for anything a call threw. */
export function describeError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) return translateErrorCode(t, error.code);
  if (error instanceof NetworkError) return t(error.offline ? 'network.noInternet' : 'network.slow');
  return translateErrorCode(t, 'INTERNAL');
}
