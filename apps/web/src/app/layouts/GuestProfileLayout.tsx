import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/Button';
import { pathTo } from '../routes';
import { GuestHeader } from './GuestHeader';
import styles from './Layouts.module.css';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

/** SPEC §2: a guest on a profile route gets three columns, with a call to join on the side. */
export function GuestProfileLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SkipLink />
      <GuestHeader />
      <div className={styles.columns}>
        <aside className={styles.left} aria-label={t('guestSidebar.label')}>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('guestSidebar.title')}</h2>
            <p className={styles.cardText}>{t('guestSidebar.text')}</p>
            <div className={styles.cardActions}>
              <LinkButton to={pathTo('Signup')} block>
                {t('nav.signup')}
              </LinkButton>
              <LinkButton to={pathTo('Login')} variant="secondary" block>
                {t('nav.login')}
              </LinkButton>
            </div>
          </section>
        </aside>
        <main id={MAIN_ID} tabIndex={-1} className={styles.centre}>
          {children}
        </main>
        <aside className={styles.right} aria-label={t('guestSidebar.aboutLabel')}>
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('guestSidebar.aboutTitle')}</h2>
            <p className={styles.cardText}>{t('guestSidebar.aboutText')}</p>
          </section>
        </aside>
      </div>
      <SiteFooter />
    </div>
  );
}
