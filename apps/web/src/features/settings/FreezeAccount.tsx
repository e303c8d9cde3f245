import { useTranslation } from 'react-i18next';
import { useFreezeMutation } from './mutations';
import { PasswordConfirmedAction } from './PasswordConfirmedAction';

/**
 * Freezing (SPEC §4 "Account"): confirmed with the password in a dialog. Logging in again
 * reactivates the account.
 */
export function FreezeAccount() {
  const { t } = useTranslation();
  const freeze = useFreezeMutation();
  return (
    <PasswordConfirmedAction
      strings="settings.freeze"
      explanation={<p>{t('settings.freeze.confirm')}</p>}
      run={(password) => freeze.mutateAsync(password)}
    />
  );
}
