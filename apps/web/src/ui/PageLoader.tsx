import { useTranslation } from 'react-i18next';
import styles from './PageLoader.module.css';

/** Shown while a screen's code loads; a screen reader hears "Loading…" once. */
export function PageLoader({ fullPage = false, compact = false }: { fullPage?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  const className = [styles.loader, fullPage ? styles.full : '', compact ? styles.compact : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} role="status">
      <span className={styles.dot} aria-hidden="true" />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
