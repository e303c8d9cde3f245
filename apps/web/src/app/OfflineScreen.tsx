import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { WifiOffIcon } from '../ui/icons';
import styles from './OfflineScreen.module.css';

/** SPEC §2 "No-connection screen": the app comes back by itself when the browser is online again. */
export function OfflineScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <span className={styles.icon}>
        <WifiOffIcon size={32} />
      </span>
      <h1 className={styles.title}>{t('network.noInternet')}</h1>
      <p className={styles.text}>{t('network.lost')}</p>
      <Button onClick={() => window.location.reload()}>{t('network.tryAgain')}</Button>
    </main>
  );
}
