import { i18n } from '../i18n';
import { describeError } from '../i18n/error-messages';
import { showErrorSnack } from '../ui/snack-store';
import { isAbortError, NetworkError } from './errors';

/**
 * The red snack for a failed action (SPEC §8): the server's message translated by code. Network
 * failures are skipped because the client already reported them, and a cancelled call is no error.
 */
export function showCallError(error: unknown): void {
  if (error instanceof NetworkError || isAbortError(error)) return;
  showErrorSnack(describeError(i18n.t, error));
}
