import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../ui/Button';
import { LogoMark } from '../ui/Logo';
import { installOffer, promptInstall, subscribeInstallOffer } from './install-prompt';
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
const nothingOnServer = () => null;

/**
 * SPEC §1 and issue 34: on small screens (the stylesheet hides it elsewhere) a bar offers the app.
 * With a store page for this phone: "Open the app", which opens this very page in the app, or the
 * store when the app is not installed. Without one, where the browser offers to install the site
 * (`beforeinstallprompt`): "Install Qurio", whose yes shows the browser's install dialog. With
 * neither there is nothing to say yes to, so no bar and no question at all. Either answer is
 * remembered, so it never asks twice.
 *
 * The server knows none of this (the answer, the store links and the browser's offer are all the
 * browser's): it renders no bar, and the browser adds it once it has something to offer.
 */
export function MobileAppBar() {
  const { t } = useTranslation();
  const location = useLocation();
  const stored = useSyncExternalStore(subscribeNothing, readMobileChoice, nothingOnServer);
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, nothingOnServer);
  const [chosen, setChosen] = useState<MobileChoice | null>(null);
  const choice = chosen ?? stored;
  const links = useStoreLinks(choice === null);
  if (choice) return null;

  // No links before the browser asked for them, so the server never reads `navigator`.
  const storeUrl = links ? storeUrlFor(detectPlatform(navigator), links) : null;
  if (!storeUrl && !offer) return null;
  const choose = (value: MobileChoice) => {
    saveMobileChoice(value);
    setChosen(value);
  };
  return (
    <aside className={styles.bar} aria-label={t('mobile.barLabel')}>
      <LogoMark size={32} />
      <p className={styles.text}>{storeUrl ? t('mobile.barText') : t('mobile.installText')}</p>
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
        ) : (
          <Button
            size="sm"
            className={styles.install}
            onClick={() => {
              // The browser's dialog asks the rest; whatever the answer, this bar has asked once.
              void promptInstall().then((outcome) => choose(outcome === 'accepted' ? 'app' : 'web'));
            }}
          >
            {t('mobile.install')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={() => choose('web')}>
          {t('mobile.continueWeb')}
        </Button>
      </div>
    </aside>
  );
}
