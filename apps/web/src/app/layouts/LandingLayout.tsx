import type { ReactNode } from 'react';
import { SessionEndedNotice } from '../SessionEndedNotice';
import { GuestHeader } from './GuestHeader';
import styles from './Layouts.module.css';
import { SiteFooter } from './SiteFooter';
import { MAIN_ID, SkipLink } from './SkipLink';

export function LandingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.page} ${styles.landing}`}>
      <SkipLink />
      <GuestHeader transparent />
      <SessionEndedNotice />
      <main id={MAIN_ID} tabIndex={-1} className={styles.landingMain}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
