import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FooterLinks } from '../../features/discovery/FooterLinks';
import { LogoMark } from '../../ui/Logo';
import styles from './Layouts.module.css';

/**
 * The footer of every layout with the site links of SPEC §2; the member layout adds the faces of
 * random members (`people`), which need the API and so stay out of the guests' first download.
 */
export function SiteFooter({ people }: { people?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      {people}
      <div className={styles.footerInner}>
        <LogoMark size={22} />
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <FooterLinks />
      </div>
    </footer>
  );
}
