import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ProfileCard } from '../../features/users/ProfileCard';
import { useRefreshStatsOnNavigation } from '../../features/users/queries';
import { ShareProfileCard } from '../../features/users/ShareProfileCard';
import { QueryProvider } from '../QueryProvider';
import styles from './Layouts.module.css';
import { MemberHeader } from './MemberHeader';
import { MAIN_ID, SkipLink } from './SkipLink';

export default function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <MemberFrame>{children}</MemberFrame>
    </QueryProvider>
  );
}

/** Header, the user's card on the left, the page in the centre, a small sidebar on the right. */
function MemberFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  useRefreshStatsOnNavigation(location.key);
  useFocusMainOnNavigation(location.pathname);
  return (
    <div className={styles.page}>
      <SkipLink />
      <MemberHeader />
      <div className={styles.columns}>
        <aside className={styles.left} aria-label={t('profileCard.label')}>
          <ProfileCard />
        </aside>
        <main id={MAIN_ID} tabIndex={-1} className={styles.centre}>
          {children}
        </main>
        <aside className={styles.right} aria-label={t('sidebar.label')}>
          <ShareProfileCard />
        </aside>
      </div>
    </div>
  );
}

/** After a client-side navigation, screen readers and keyboards start at the new page's content. */
function useFocusMainOnNavigation(pathname: string): void {
  const seen = useRef(pathname);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
