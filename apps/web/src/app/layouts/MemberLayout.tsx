import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { RandomUsers } from '../../features/discovery/RandomUsers';
import { Suggestions } from '../../features/discovery/Suggestions';
import { SidebarTrends } from '../../features/discovery/Trends';
import { SidebarSearch } from '../../features/search/SearchBar';
import { ProfileCard } from '../../features/users/ProfileCard';
import { useRefreshStatsOnNavigation } from '../../features/users/queries';
import { ShareProfileCard } from '../../features/users/ShareProfileCard';
import { QueryProvider } from '../QueryProvider';
import type { RouteHandle } from '../routes';
import styles from './Layouts.module.css';
import { MemberHeader } from './MemberHeader';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

export default function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <MemberFrame>{children}</MemberFrame>
    </QueryProvider>
  );
}

/**
 * Header; the user's card and the trends on the left; the page in the centre; search, follow
 * suggestions and the share card on the right (left out on a guided page, which shows them itself);
 * the footer with random members' faces.
 */
function MemberFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  useRefreshStatsOnNavigation(location.key);
  useFocusMainOnNavigation(location.pathname);
  const guided = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.guided);
  return (
    <div className={styles.page}>
      <SkipLink />
      <MemberHeader />
      <div className={styles.columns}>
        <div className={styles.left}>
          <aside aria-label={t('profileCard.label')}>
            <ProfileCard />
          </aside>
          <SidebarTrends />
        </div>
        <main id={MAIN_ID} tabIndex={-1} className={styles.centre}>
          {children}
        </main>
        <aside className={styles.right} aria-label={t('sidebar.label')}>
          <SidebarSearch />
          {guided ? null : (
            <>
              <Suggestions />
              <ShareProfileCard />
            </>
          )}
        </aside>
      </div>
      <SiteFooter people={<RandomUsers />} />
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
