import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/Button';
import { LogoMark } from '../ui/Logo';
import styles from './MobileAppBar.module.css';
import { MOBILE_APP_URL, type MobileChoice, readMobileChoice, saveMobileChoice } from './mobile-app-choice';

/**
 * SPEC §1: on small screens (the stylesheet hides it elsewhere) a bar offers the mobile app or the
 * website; either answer is remembered, so it never asks twice.
 */
export function MobileAppBar() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<MobileChoice | null>(readMobileChoice);
  if (choice) return null;

  const choose = (value: MobileChoice) => {
    saveMobileChoice(value);
    setChoice(value);
  };
  return (
    <aside className={styles.bar} aria-label={t('mobile.barLabel')}>
      <LogoMark size={32} />
      <p className={styles.text}>{t('mobile.barText')}</p>
      <div className={styles.actions}>
        <a className={styles.open} href={MOBILE_APP_URL} onClick={() => choose('app')}>
          {t('mobile.openApp')}
        </a>
        <Button variant="ghost" size="sm" onClick={() => choose('web')}>
          {t('mobile.continueWeb')}
        </Button>
      </div>
    </aside>
  );
}
