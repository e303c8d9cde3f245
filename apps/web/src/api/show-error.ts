import { isErrorCode } from '@qurio/contract/errors';
import { ensureAllStrings, hasAllStrings, i18n } from '../i18n';
import { describeError } from '../i18n/error-messages';
import { showErrorSnack } from '../ui/snack-store';
import { ApiError, isAbortError, NetworkError } from './errors';

/**
 * A successful (2xx) answer whose body says `{ status: false, message }`: the server refused
 * (SPEC §7 "a response with status false shows the returned message as an error notice"). It is
 * an `ApiError` so every failure path (rollback, `report`, a caller's catch) treats it as one.
 */
export class RefusedError extends ApiError {
  /** Whether the body named one of the contract's codes; otherwise only its message can be shown. */
  readonly known: boolean;

  constructor(body: { message?: unknown; code?: unknown }, httpStatus: number) {
    const known = isErrorCode(body.code);
    super(
      isErrorCode(body.code) ? body.code : 'INTERNAL',
      typeof body.message === 'string' ? body.message : '',
      httpStatus,
    );
    this.name = 'RefusedError';
    this.known = known;
  }
}

/** The refusal in an answer that arrived as a success, or null when the answer is a real success. */
export function refusalIn(data: unknown, httpStatus = 200): RefusedError | null {
  if (typeof data !== 'object' || data === null || (data as { status?: unknown }).status !== false) return null;
  return new RefusedError(data as { message?: unknown; code?: unknown }, httpStatus);
}

/**
 * The red snack for a failed action (SPEC §8): the server's message translated by code. Network
 * failures are skipped because the client already reported them, and a cancelled call is no error.
 * A refusal without a known code shows the message the server returned. On a page that started
 * with part of the strings (a shared profile), the error messages load first.
 */
export function showCallError(error: unknown): void {
  if (error instanceof NetworkError || isAbortError(error)) return;
  if (error instanceof RefusedError && !error.known && error.message.trim()) {
    showErrorSnack(error.message);
    return;
  }
  const show = () => showErrorSnack(describeError(i18n.t, error));
  if (hasAllStrings()) show();
  else void ensureAllStrings().then(show, show);
}
