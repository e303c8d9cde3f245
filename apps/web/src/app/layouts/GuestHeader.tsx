import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { CompassIcon, SearchIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { NightToggle } from '../NightToggle';
import styles from './Header.module.css';

export function GuestHeader({ transparent = false }: { transparent?: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={`${styles.header} ${transparent ? styles.transparent : ''}`}>
      <div className={styles.inner}>
        <Link to={pathTo('Landing')} className={styles.brand} aria-label={t('nav.brand')}>
          <Logo />
        </Link>
        {/* Guests look around before they join (issue 34): Explore and search, read-only. */}
        <nav className={styles.guestLinks} aria-label={t('nav.lookAround')}>
          <NavLink to={pathTo('Explore')} className={styles.navLink} end>
            <CompassIcon />
            <span className={styles.navLabel}>{t('nav.explore')}</span>
          </NavLink>
          <NavLink to={pathTo('Search')} className={styles.navLink}>
            <SearchIcon />
            <span className={styles.navLabel}>{t('nav.search')}</span>
          </NavLink>
        </nav>
        <nav className={styles.nav} aria-label={t('nav.guest')}>
          <NightToggle />
          <LinkButton to={pathTo('Login')} variant="ghost">
            {t('nav.login')}
          </LinkButton>
          <LinkButton to={pathTo('Signup')} variant="primary">
            {t('nav.signup')}
          </LinkButton>
        </nav>
      </div>
    </header>
  );
}
