import { MAIL_MODES, MAIL_NOTIFY_KEY, MAIL_SETTING_KEYS, type MailSettingKey } from '@qurio/contract/limits';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { PageLoader } from '../../ui/PageLoader';
import styles from './MailSettings.module.css';
import { useSetMailMode } from './mutations';
import shared from './Settings.module.css';
import { useMailSettings } from './setting-queries';

/**
 * /settings/notification, second card: e-mail per kind of notification, off, at once or in a
 * daily digest (issue 17). Saved as each choice is made, like the switches above.
 */
export function MailSettings() {
  const { t } = useTranslation();
  const query = useMailSettings();
  const setMode = useSetMailMode();
  if (query.isPending) return <PageLoader compact />;
  if (query.isError) return null; // the switches above show the load error and its retry
  const { mail, emailVerified, flags } = query.data;
  return (
    <section className={shared.card} aria-labelledby="mail-settings-title">
      <h2 id="mail-settings-title" className={shared.cardTitle}>
        {t('settings.mail.title')}
      </h2>
      <p className={shared.lead}>{t('settings.mail.lead')}</p>
      {emailVerified ? null : (
        <p className={styles.notice} role="note">
          {t('settings.mail.unverified')} <Link to={pathTo('SettingsEmail')}>{t('settings.mail.confirmLink')}</Link>
        </p>
      )}
      <ul className={styles.list}>
        {MAIL_SETTING_KEYS.map((key) => (
          <li key={key}>
            <MailKind
              name={key}
              value={mail[key]}
              notificationsOn={flags[MAIL_NOTIFY_KEY[key]] === true}
              onChange={(mode) => setMode.mutate({ key, mode, previous: mail[key] })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function MailKind({
  name,
  value,
  notificationsOn,
  onChange,
}: {
  name: MailSettingKey;
  value: (typeof MAIL_MODES)[number];
  notificationsOn: boolean;
  onChange: (mode: (typeof MAIL_MODES)[number]) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset className={styles.kind} aria-describedby={notificationsOn ? undefined : hintId}>
      <legend className={styles.legend}>{t(`settings.toggles.${MAIL_NOTIFY_KEY[name]}.label`)}</legend>
      <span className={styles.segments}>
        {MAIL_MODES.map((mode) => (
          <label key={mode} className={styles.segment}>
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              disabled={!notificationsOn && mode !== 'off'}
              onChange={() => onChange(mode)}
            />
            <span>{t(`settings.mail.modes.${mode}`)}</span>
          </label>
        ))}
      </span>
      {notificationsOn ? null : (
        <p id={hintId} className={styles.hint}>
          {t('settings.mail.needsNotification')}
        </p>
      )}
    </fieldset>
  );
}
