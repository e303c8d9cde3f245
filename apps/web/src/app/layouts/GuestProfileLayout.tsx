import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { GuestHeader } from './GuestHeader';
import styles from './Layouts.module.css';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

/** Resolves once the browser has nothing more urgent to do (at once on the server and in tests). */
function whenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
}

// The trends are a side card the profile is usable without (below it on a phone): their code
// loads once the page is idle. A page the server rendered shows them meanwhile as the server did
// (their boundary waits to hydrate, their links work as plain links); a page rendered here adds
// the card in the side column, where nothing below it moves.
const GuestTrends = lazy(() => whenIdle().then(() => import('../../features/discovery/GuestTrends')));

/**
 * SPEC §2: a guest on a profile route gets three columns, with a call to join on the side. The
 * profile comes first in the document, so on a phone it is what a visitor from a shared link sees
 * first; on wider screens the grid puts the call to join back on the left.
 */
export function GuestProfileLayout({ children, trends = true }: { children: ReactNode; trends?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <SkipLink />
      <GuestHeader />
      <div className={`${styles.columns} ${styles.mainFirst}`}>
        <main id={MAIN_ID} tabIndex={-1} className={styles.centre}>
          {children}
        </main>
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
          {trends ? (
            <Suspense fallback={null}>
              <GuestTrends />
            </Suspense>
          ) : null}
        </aside>
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

/**
 * Explore and search as a guest (issue 34): the same columns and call to join; the trends are in
 * Explore's page already, and search is where they lead.
 */
export function GuestBrowseLayout({ children }: { children: ReactNode }) {
  return <GuestProfileLayout trends={false}>{children}</GuestProfileLayout>;
}
