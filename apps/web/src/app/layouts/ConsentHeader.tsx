import { useTranslation } from 'react-i18next';
import { LogoutButton } from '../../features/auth/LogoutButton';
import { Logo } from '../../ui/Logo';
import { NightToggle } from '../NightToggle';
import styles from './Header.module.css';

/**
 * The header of a member who still owes the sign-up confirmations (issue 29): the member header's
 * counts and menus would call what the server refuses them, so only the logo, night mode and
 * logging out.
 */
export function ConsentHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <span className={styles.brand} role="img" aria-label={t('nav.brand')}>
          <Logo />
        </span>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <NightToggle />
          <LogoutButton />
        </nav>
      </div>
    </header>
  );
}
