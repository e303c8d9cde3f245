import type { PublicUser } from '@qurio/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { BlockIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { onDemand } from '../../ui/on-demand';
import styles from './Profile.module.css';

const UnblockDialog = onDemand(async () => (await import('./UnblockDialog')).default);

/**
 * What replaces a profile's actions and tabs (SPEC §2): the suspended notice, the blocker's
 * 'You have blocked this user!' with Unblock, or 'You are blocked!' for the one blocked.
 */
export function ProfileNotice({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);

  if (user.isSuspended) {
    return (
      <section className={styles.notice} aria-labelledby="profile-notice-title">
        <h2 id="profile-notice-title" className={styles.noticeTitle}>
          {t('profile.suspendedTitle')}
        </h2>
        <p className={styles.noticeText}>{t('profile.suspendedText')}</p>
        <Link to={pathTo('Terms')}>{t('profile.learnMore')}</Link>
      </section>
    );
  }

  return (
    <section className={styles.notice} aria-labelledby="profile-notice-title">
      <span className={styles.noticeIcon}>
        <BlockIcon size={26} />
      </span>
      <h2 id="profile-notice-title" className={styles.noticeTitle}>
        {user.blockedByMe ? t('profile.blockedByMe') : t('profile.blockedBy')}
      </h2>
      {user.blockedByMe ? (
        <>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('profile.unblock')}
          </Button>
          {confirming ? <UnblockDialog user={user} onClose={() => setConfirming(false)} /> : null}
        </>
      ) : null}
    </section>
  );
}
