import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LogoutButton } from '../../features/auth/LogoutButton';
import { BellIcon, CompassIcon } from '../../features/discovery/icons';
import { useHomeLinkClick } from '../../features/feeds/home-reselect';
import { useLiveUpdates } from '../../features/live/useLiveUpdates';
import { ShieldIcon } from '../../features/moderation/icons';
import { useHasNewNotifications } from '../../features/notifications/queries';
import { SettingsIcon } from '../../features/settings/settings-icons';
import { useMyProfileQuery, useStatsQuery } from '../../features/users/queries';
import { pathTo } from '../../lib/paths';
import { Logo } from '../../ui/Logo';
import { HomeIcon, InboxIcon } from '../../ui/screen-icons';
import { NightToggle } from '../NightToggle';
import styles from './Header.module.css';

/** SPEC §2 "Top bar": Home, Explore, Settings, Notifications, Questions, then night mode and logout. */
export function MemberHeader() {
  const { t } = useTranslation();
  // The member's live stream: the badge and the dot below change the moment something happens.
  useLiveUpdates();
  // Refreshed after every navigation and after answering (SPEC §2 "/questions"), and by the stream.
  const pending = useStatsQuery().data?.pendingAnswersCount ?? 0;
  const unseen = useHasNewNotifications();
  const onHomeClick = useHomeLinkClick();
  // The moderation console is linked for moderators and admins only (issue 16).
  const role = useMyProfileQuery().data?.role;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {/* SPEC §2: the logo is a Home link too; pressed on Home it fetches new timeline answers. */}
        <Link to={pathTo('Home')} className={styles.brand} aria-label={t('nav.brandHome')} onClick={onHomeClick}>
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <ul className={styles.navList}>
            <li>
              <NavLink to={pathTo('Home')} className={styles.navLink} end onClick={onHomeClick}>
                <HomeIcon />
                <span className={styles.navLabel}>{t('nav.home')}</span>
              </NavLink>
            </li>
            <li>
              <NavLink to={pathTo('Explore')} className={styles.navLink} end>
                <CompassIcon />
                <span className={styles.navLabel}>{t('feeds.explore')}</span>
              </NavLink>
            </li>
            <li>
              {/* Not `end`: every settings sub-page keeps this link marked as the current section. */}
              <NavLink to={pathTo('Settings')} className={styles.navLink}>
                <SettingsIcon />
                <span className={styles.navLabel}>{t('settings.title')}</span>
              </NavLink>
            </li>
            {role === 'moderator' || role === 'admin' ? (
              <li>
                <NavLink to={pathTo('Moderation')} className={styles.navLink}>
                  <ShieldIcon />
                  <span className={styles.navLabel}>{t('nav.moderation')}</span>
                </NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to={pathTo('Notifications')} className={styles.navLink} end>
                <span className={styles.iconWrap}>
                  <BellIcon />
                  {unseen ? <span className={styles.dot} aria-hidden="true" /> : null}
                </span>
                <span className={styles.navLabel}>{t('notifications.title')}</span>
                {unseen ? <span className="visually-hidden">{t('notifications.unread')}</span> : null}
              </NavLink>
            </li>
            <li>
              <NavLink to={pathTo('Questions')} className={styles.navLink} end>
                <span className={styles.iconWrap}>
                  <InboxIcon />
                  {pending > 0 ? (
                    <span className={styles.badge} aria-hidden="true">
                      {pending > 99 ? '99+' : pending}
                    </span>
                  ) : null}
                </span>
                <span className={styles.navLabel}>{t('nav.questions')}</span>
                {pending > 0 ? <span className="visually-hidden">{t('nav.pending', { count: pending })}</span> : null}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className={styles.actions}>
          <span className={styles.divider} aria-hidden="true" />
          <NightToggle />
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}
