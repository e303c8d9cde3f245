import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import styles from './OfflineScreen.module.css';

/** A crash in a screen shows the generic error, with a way to start again. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('errors.INTERNAL')}</h1>
      <Button onClick={() => window.location.reload()}>{t('network.tryAgain')}</Button>
    </main>
  );
}
