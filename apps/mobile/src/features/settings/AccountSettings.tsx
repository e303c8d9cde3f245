import { ACCOUNT_SETTING_KEYS, NOTIFICATION_SETTING_KEYS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { DataExport } from '../safety/DataExport';
import { DeleteAccount } from '../safety/DeleteAccount';
import { FreezeAccount } from './FreezeAccount';
import { MailSettings } from './MailSettings';
import { SettingsCard, SettingsPage } from './SettingsPage';
import { ToggleList } from './ToggleList';

/** `/settings/account`: who may ask, the filter, the online status, a copy of one's data, freezing and deleting the account. */
export function AccountSettings() {
  const { t } = useTranslation();
  return (
    <SettingsPage page="account">
      <SettingsCard title={t('settings.account.privacyTitle')}>
        <ToggleList group="account" keys={ACCOUNT_SETTING_KEYS} />
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
