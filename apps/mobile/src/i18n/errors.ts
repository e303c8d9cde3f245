import { ApiError, NetworkError } from '@qurio/client';
import { isErrorCode } from '@qurio/contract/errors';
import { LIMITS } from '@qurio/contract/limits';
import type { TFunction } from 'i18next';

/** The sentence to show for anything a call threw: by code, as the web does (`errors.<CODE>`). */
export function describeError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    return t(isErrorCode(error.code) ? `errors.${error.code}` : 'errors.INTERNAL', { ...LIMITS });
  }
  if (error instanceof NetworkError) return t(error.offline ? 'network.noInternet' : 'network.slow');
  return t('errors.INTERNAL');
}
