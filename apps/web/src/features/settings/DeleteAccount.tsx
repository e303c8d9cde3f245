import { useTranslation } from 'react-i18next';
import extras from './AccountData.module.css';
import { useDeleteAccountMutation } from './account-data';
import { PasswordConfirmedAction } from './PasswordConfirmedAction';

/**
 * Deleting the account (issue 16): irreversible, so the dialog says what is lost, names freezing
 * as the reversible choice, and asks for the password.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const remove = useDeleteAccountMutation();
  return (
    <PasswordConfirmedAction
      strings="settings.deleteAccount"
      role="alertdialog"
      explanation={
        <div className={extras.dialogText}>
          <p>{t('settings.deleteAccount.lost')}</p>
          <p>{t('settings.deleteAccount.questionsStay')}</p>
          <p>{t('settings.deleteAccount.username')}</p>
          <p>
            <strong>{t('settings.deleteAccount.freezeInstead')}</strong>
          </p>
        </div>
      }
      run={(password) => remove.mutateAsync(password)}
    />
  );
}
