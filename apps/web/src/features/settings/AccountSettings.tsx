import { ACCOUNT_SETTING_KEYS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { DataExport } from './DataExport';
import { DeleteAccount } from './DeleteAccount';
import { FreezeAccount } from './FreezeAccount';
import shared from './Settings.module.css';
import { SettingToggles } from './SettingToggles';

/**
 * /settings/account: who may ask, the filter, the online status, a copy of one's data, freezing
 * the account (reversible) and deleting it (not).
 */
export default function AccountSettings() {
  const { t } = useTranslation();
  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="account-privacy">
        <h2 id="account-privacy" className={shared.cardTitle}>
          {t('settings.account.privacyTitle')}
        </h2>
        <SettingToggles group="account" keys={ACCOUNT_SETTING_KEYS} />
      </section>
      <DataExport />
      <FreezeAccount />
      <DeleteAccount />
    </div>
  );
}
