import { useTranslation } from 'react-i18next';
import styles from './PageLoader.module.css';

/** Shown while a screen's code loads; a screen reader hears "Loading…" once. */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={fullPage ? `${styles.loader} ${styles.full}` : styles.loader} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
