import { i18n } from '../../i18n';
import { translateErrorCode } from '../../i18n/error-messages';
import { showErrorSnack } from '../../ui/snack-store';

/** Likes, follows, blocks and reports need an account: guests get the sign-in message without a call. */
export function signInFirst(): void {
  showErrorSnack(translateErrorCode(i18n.t, 'SIGN_IN_REQUIRED'));
}
