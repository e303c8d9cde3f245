import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../ui/Button';
import { LogoMark } from '../ui/Logo';
import styles from './MobileAppBar.module.css';
import {
  appUrlFor,
  detectPlatform,
  fallBackToStore,
  type MobileChoice,
  readMobileChoice,
  saveMobileChoice,
  storeUrlFor,
} from './mobile-app-choice';
import { useStoreLinks } from './useStoreLinks';

/**
 * SPEC §1: on small screens (the stylesheet hides it elsewhere) a bar offers the mobile app or the
 * website; either answer is remembered, so it never asks twice. "Open the app" opens this very page
 * in the app, or the store when the app is not installed; without a store page for this phone there
 * is nothing to open, so only "continue on the website" is offered.
 */
export function MobileAppBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const [choice, setChoice] = useState<MobileChoice | null>(readMobileChoice);
  const links = useStoreLinks(choice === null);
  if (choice) return null;

  const storeUrl = storeUrlFor(detectPlatform(navigator), links);
  const choose = (value: MobileChoice) => {
    saveMobileChoice(value);
    setChoice(value);
  };
  return (
    <aside className={styles.bar} aria-label={t('mobile.barLabel')}>
      <LogoMark size={32} />
      <p className={styles.text}>{t('mobile.barText')}</p>
      <div className={styles.actions}>
        {storeUrl ? (
          <a
            className={styles.open}
            href={appUrlFor(location)}
            onClick={() => {
              fallBackToStore(storeUrl);
              choose('app');
            }}
          >
            {t('mobile.openApp')}
          </a>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => choose('web')}>
          {t('mobile.continueWeb')}
        </Button>
      </div>
    </aside>
  );
}
