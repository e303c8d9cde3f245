import { NOTIFICATION_SETTING_KEYS } from '@qurio/contract/limits';
import { useTranslation } from 'react-i18next';
import { MailSettings } from './MailSettings';
import shared from './Settings.module.css';
import { SettingToggles } from './SettingToggles';
import { WebPushSwitch } from './WebPushSwitch';

/**
 * /settings/notification: which events notify the member (SPEC §3 "Account settings"), whether
 * this browser shows them as push notifications, and which of them also come by e-mail (issue 17).
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
        <section className={shared.subsection} aria-labelledby="web-push-title">
          <h3 id="web-push-title" className={shared.cardTitle}>
            {t('settings.webPush.title')}
          </h3>
          <WebPushSwitch />
        </section>
      </section>
      <MailSettings />
    </div>
  );
}
