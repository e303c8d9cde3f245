import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../ui/icons';
import styles from './layouts/Header.module.css';
import { useNightMode } from './useNightMode';

export function NightToggle() {
  const { t } = useTranslation();
  const [night, setNight] = useNightMode();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-pressed={night}
      aria-label={t('nav.nightMode')}
      title={t('nav.nightMode')}
      onClick={() => setNight(!night)}
    >
      {night ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
