import { useTranslation } from 'react-i18next';
import styles from './Layouts.module.css';

export const MAIN_ID = 'main';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
