import { NOTIFICATION_SETTING_KEYS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { MailSettings } from './MailSettings';
import shared from './Settings.module.css';
import { SettingToggles } from './SettingToggles';

/**
 * /settings/notification: which events notify the member (SPEC §3 "Account settings"), and which
 * of them also come by e-mail (issue 17).
 */
export default function NotificationSettings() {
  const { t } = useTranslation();
  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="notification-title">
        <h2 id="notification-title" className={shared.cardTitle}>
          {t('settings.notification.title')}
        </h2>
        <SettingToggles group="notification" keys={NOTIFICATION_SETTING_KEYS} />
      </section>
      <MailSettings />
    </div>
  );
}
