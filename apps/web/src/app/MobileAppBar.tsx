import { useState, useSyncExternalStore } from 'react';
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

// The answer changes only through this bar, which then keeps it in its state.
const subscribeNothing = () => () => undefined;
const noAnswerOnServer = () => null;

/**
 * SPEC §1: on small screens (the stylesheet hides it elsewhere) a bar offers the mobile app or the
 * website; either answer is remembered, so it never asks twice. "Open the app" opens this very page
 * in the app, or the store when the app is not installed; without a store page for this phone there
 * is nothing to open, so only "continue on the website" is offered.
 */
export function MobileAppBar() {
  const { t } = useTranslation();
  const location = useLocation();
  // The server cannot know the answer (it is kept in the browser): it renders the bar, and the
  // browser hydrating its page starts from that, then hides the bar if it was answered before.
  const stored = useSyncExternalStore(subscribeNothing, readMobileChoice, noAnswerOnServer);
  const [chosen, setChosen] = useState<MobileChoice | null>(null);
  const choice = chosen ?? stored;
  const links = useStoreLinks(choice === null);
  if (choice) return null;

  // No links before the browser asked for them, so the server never reads `navigator`.
  const storeUrl = links ? storeUrlFor(detectPlatform(navigator), links) : null;
  const choose = (value: MobileChoice) => {
    saveMobileChoice(value);
    setChosen(value);
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
