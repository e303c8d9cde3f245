import { useTranslation } from 'react-i18next';
import { AskingRules } from './AskingRules';
import { DataExport } from './DataExport';
import { DeleteAccount } from './DeleteAccount';
import { FreezeAccount } from './FreezeAccount';
import shared from './Settings.module.css';
import { SettingToggles } from './SettingToggles';

/**
 * The account switches the web shows; the spec's allow_only_accounts is the asking rules' card
 * now (AskingRules), which says more than members-or-everyone.
 */
const ACCOUNT_SWITCHES = ['allow_ask', 'profanity_filter', 'show_online', 'unfold_warnings', 'listed'] as const;

/**
 * /settings/account: who may ask (and anonymously), the filter, the online status, being in
 * explore and search, a copy of one's data, freezing the account (reversible) and deleting it (not).
 */
export default function AccountSettings() {
  const { t } = useTranslation();
  return (
    <div className={shared.stack}>
      <AskingRules />
      <section className={shared.card} aria-labelledby="account-privacy">
        <h2 id="account-privacy" className={shared.cardTitle}>
          {t('settings.account.privacyTitle')}
        </h2>
        <SettingToggles group="account" keys={ACCOUNT_SWITCHES} />
      </section>
      <DataExport />
      <FreezeAccount />
      <DeleteAccount />
    </div>
  );
}
