import { NOTIFICATION_SETTING_KEYS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { DataExport } from '../safety/DataExport';
import { DeleteAccount } from '../safety/DeleteAccount';
import { AskingRules } from './AskingRules';
import { FreezeAccount } from './FreezeAccount';
import { MailSettings } from './MailSettings';
import { SettingsCard, SettingsPage } from './SettingsPage';
import { ToggleList } from './ToggleList';

/** The account switches, as on the web: the spec's allow_only_accounts is the asking rules' card now. */
const ACCOUNT_SWITCHES = ['allow_ask', 'profanity_filter', 'show_online', 'unfold_warnings', 'listed'] as const;

/**
 * `/settings/account`: who may ask (and anonymously), the filter, the online status, being in
 * explore and search, a copy of one's data, freezing and deleting the account.
 */
export function AccountSettings() {
  const { t } = useTranslation();
  return (
    <SettingsPage page="account">
      <AskingRules />
      <SettingsCard title={t('settings.account.privacyTitle')}>
        <ToggleList group="account" keys={ACCOUNT_SWITCHES} />
      </SettingsCard>
      <DataExport />
      <FreezeAccount />
      <DeleteAccount />
    </SettingsPage>
  );
}

/**
 * `/settings/notification`: which events notify the member (SPEC §3 "Account settings"), and which
 * of them also come by e-mail, at once or in a daily digest (issue 17).
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  return (
    <SettingsPage page="notification">
      <SettingsCard title={t('settings.notification.title')}>
        <ToggleList group="notification" keys={NOTIFICATION_SETTING_KEYS} />
      </SettingsCard>
      <MailSettings />
    </SettingsPage>
  );
}
