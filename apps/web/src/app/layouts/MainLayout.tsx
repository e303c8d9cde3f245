import type { ReactNode } from 'react';
import { SessionEndedNotice } from '../SessionEndedNotice';
import { GuestHeader } from './GuestHeader';
import styles from './Layouts.module.css';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The plain guest layout (login, sign-up, password reset). */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <GuestHeader />
      <SessionEndedNotice />
      <main id={MAIN_ID} tabIndex={-1} className={styles.plainMain}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
