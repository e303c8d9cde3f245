import { lazy, type ReactNode, Suspense } from 'react';
import { useSession } from '../../lib/useSession';
import { ConsentHeader } from './ConsentHeader';
import { GuestHeader } from './GuestHeader';
import headerStyles from './Header.module.css';
import styles from './Layouts.module.css';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

// The member header needs the query cache (stats, notifications): loaded only for members.
const MemberHeaderWithQueries = lazy(() => import('./MemberHeaderWithQueries'));

/**
 * The frame of the static pages and the blog (SPEC §2): the member header when signed in, else
 * the guest header with the logo; one wide column for reading; the site footer.
 */
export function StaticLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedIn = session !== null;
  return (
    <div className={styles.page}>
      <SkipLink />
      {session?.consent_required ? (
        // The Terms and Privacy the consent screen links to: its header, whose calls are allowed.
        <ConsentHeader />
      ) : signedIn ? (
        <Suspense
          fallback={
            <div className={headerStyles.header}>
              <div className={headerStyles.inner} />
            </div>
          }
        >
          <MemberHeaderWithQueries />
        </Suspense>
      ) : (
        <GuestHeader />
      )}
      <main id={MAIN_ID} tabIndex={-1} className={styles.staticMain}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
