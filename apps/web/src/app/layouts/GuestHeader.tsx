import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
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
