import type { SignedInSession } from '@qurio/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { currentLanguage } from '../../i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { dateFormat } from '../../ui/intl-cache';
import { PageLoader } from '../../ui/PageLoader';
import { RelativeTime } from '../../ui/RelativeTime';
import { showSnack } from '../../ui/snack-store';
import { useEndOtherSessionsMutation, useEndSessionMutation } from './mutations';
import styles from './SessionsSettings.module.css';
import shared from './Settings.module.css';
import { useSessionsQuery } from './setting-queries';
import { DevicesIcon, PhoneIcon } from './settings-icons';

/** "Chrome on Android", "Qurio app on iOS": the server's names in a sentence of the reader's language. */
export function deviceName(t: TFunction, session: SignedInSession): string {
  if (session.client === 'app') return t('settings.sessions.device.app', { os: session.os ?? '' });
  if (session.browser && session.os) {
    return t('settings.sessions.device.browserOn', { browser: session.browser, os: session.os });
  }
  if (session.os) return t('settings.sessions.device.browserOnly', { os: session.os });
  return t('settings.sessions.device.unknown');
}

const PHONES = new Set(['Android', 'iOS', 'iPhone', 'iPad']);

/**
 * /settings/sessions (issue 29): where the member is signed in, this device first; each session
 * can be signed out after a confirmation, and every other at once. No place is shown: none can be
 * told without an outside service (ARCHITECTURE.md "Sessions").
 */
export default function SessionsSettings() {
  const { t } = useTranslation();
  const sessions = useSessionsQuery();
  const end = useEndSessionMutation();
  const endOthers = useEndOtherSessionsMutation();
  const [asking, setAsking] = useState<SignedInSession | null>(null);
  const [askingOthers, setAskingOthers] = useState(false);
  const language = currentLanguage();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const confirm = async () => {
    if (!asking) return;
    const name = deviceName(t, asking);
    try {
      // Ending this device's session logs out (the answer says so); nothing more to show here.
      await end.mutateAsync(asking);
      if (!asking.current) showSnack(t('settings.sessions.ended', { device: name }));
    } catch (error) {
      showCallError(error);
    }
    setAsking(null);
  };

  const confirmOthers = async () => {
    try {
      await endOthers.mutateAsync(undefined);
      showSnack(t('settings.sessions.othersEnded'));
    } catch (error) {
      showCallError(error);
    }
    setAskingOthers(false);
  };

  return (
    <div className={shared.stack}>
      <section className={shared.card} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={shared.cardTitle}>
          {t('settings.sessions.title')}
        </h2>
        <p className={shared.lead}>{t('settings.sessions.lead')}</p>
        {sessions.data === undefined ? (
          sessions.isError ? (
            <div className={shared.formError} role="alert">
              {t('settings.loadError')}{' '}
              <Button size="sm" variant="secondary" onClick={() => void sessions.refetch()}>
                {t('settings.retry')}
              </Button>
            </div>
          ) : (
            <PageLoader compact />
          )
        ) : (
          <ul className={styles.list} aria-label={t('settings.sessions.listLabel')}>
            {sessions.data.map((session) => {
              const name = deviceName(t, session);
              const Icon = session.client === 'app' || PHONES.has(session.os ?? '') ? PhoneIcon : DevicesIcon;
              return (
                <li key={session.id} className={styles.row} aria-current={session.current ? 'true' : undefined}>
                  <span className={styles.icon}>
                    <Icon size={22} />
                  </span>
                  <div className={styles.text}>
                    <p className={styles.name}>
                      {name}
                      {session.current ? (
                        <span className={styles.pill}>{t('settings.sessions.thisDevice')}</span>
                      ) : null}
                    </p>
                    <p className={styles.meta}>
                      <span>
                        {t('settings.sessions.signedIn', {
                          date: dateFormat(language, { dateStyle: 'medium' }).format(new Date(session.signed_in_at)),
                        })}
                      </span>
                      <span aria-hidden="true"> · </span>
                      {/* Last use is stored at most hourly: only this device is known to be active now. */}
                      {session.current ? (
                        <span className={styles.active}>{t('settings.sessions.activeNow')}</span>
                      ) : (
                        <span>
                          {t('settings.sessions.lastUsed')} <RelativeTime iso={session.last_used_at} />
                        </span>
                      )}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-haspopup="dialog"
                    aria-label={
                      session.current
                        ? t('settings.sessions.signOutHere')
                        : t('settings.sessions.signOutNamed', { device: name })
                    }
                    onClick={() => setAsking(session)}
                  >
                    {t('settings.sessions.signOut')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={shared.card} aria-labelledby="sessions-others-title">
        <h2 id="sessions-others-title" className={shared.cardTitle}>
          {t('settings.sessions.othersTitle')}
        </h2>
        <p className={shared.lead}>
          {others === 0 ? t('settings.sessions.onlyHere') : t('settings.sessions.othersLead', { count: others })}
        </p>
        <div className={shared.actionsStart}>
          <Button variant="danger" aria-haspopup="dialog" disabled={others === 0} onClick={() => setAskingOthers(true)}>
            {t('settings.sessions.othersTitle')}
          </Button>
        </div>
      </section>

      <Dialog
        open={asking !== null}
        title={t(asking?.current ? 'settings.sessions.confirmCurrentTitle' : 'settings.sessions.confirmTitle')}
        confirmLabel={t('settings.sessions.signOut')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={end.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <p>
          {asking?.current
            ? t('settings.sessions.confirmCurrent')
            : t('settings.sessions.confirm', { device: asking ? deviceName(t, asking) : '' })}
        </p>
      </Dialog>
      <Dialog
        open={askingOthers}
        title={t('settings.sessions.confirmOthersTitle')}
        confirmLabel={t('settings.sessions.othersTitle')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={endOthers.isPending}
        onConfirm={() => void confirmOthers()}
        onCancel={() => setAskingOthers(false)}
      >
        <p>{t('settings.sessions.confirmOthers', { count: others })}</p>
      </Dialog>
    </div>
  );
}
