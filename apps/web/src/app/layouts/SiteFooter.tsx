import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../ui/Logo';
import styles from './Layouts.module.css';

/** About, Terms, Privacy, Help and Blog links join here when their screens exist. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <LogoMark size={22} />
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
