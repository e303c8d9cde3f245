import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LogoutButton } from '../../features/auth/LogoutButton';
import { HomeIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { NightToggle } from '../NightToggle';
import { pathTo } from '../routes';
import styles from './Header.module.css';

/** Only links whose screens exist are listed; later issues add Explore, Questions, Notifications, Settings. */
export function MemberHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={pathTo('Home')} className={styles.brand} aria-label={t('nav.brandHome')}>
          <Logo />
        </Link>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <ul className={styles.navList}>
            <li>
              <NavLink to={pathTo('Home')} className={styles.navLink} end>
                <HomeIcon />
                <span className={styles.navLabel}>{t('nav.home')}</span>
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
