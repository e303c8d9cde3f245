import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { ArrowLeftIcon } from '../../ui/action-icons';
import { PageLoader } from '../../ui/PageLoader';
import { SettingsMenu } from './SettingsMenu';
import styles from './SettingsScreen.module.css';
import { settingsPageFor } from './settings-pages';

export const SETTINGS_TITLE_ID = 'settings-title';

/**
 * One screen for /settings and every sub-page, so the side menu stays mounted while moving between
 * pages. /settings is the menu; a sub-page shows the side menu beside it when the column is wide
 * enough and a back header instead when it is not (the width of its column decides, see the CSS).
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = settingsPageFor(pathname);
  const title = page ? t(`settings.pages.${page.key}.title`) : t('settings.title');
  usePageTitle(title);

  if (!page) {
    return (
      <div className={styles.screen}>
        <h1 id={SETTINGS_TITLE_ID} className={styles.heading}>
          {title}
        </h1>
        <nav aria-labelledby={SETTINGS_TITLE_ID}>
          <SettingsMenu />
        </nav>
      </div>
    );
  }

  const { Component } = page;
  return (
    <div className={styles.screen}>
      <div className={styles.split}>
        <nav className={styles.side} aria-label={t('settings.menuLabel')}>
          <SettingsMenu current={page.key} compact />
        </nav>
        <section className={styles.content} aria-labelledby={SETTINGS_TITLE_ID}>
          <div className={styles.pageHeader}>
            <Link to={pathTo('Settings')} className={styles.back} aria-label={t('settings.back')}>
              <ArrowLeftIcon />
            </Link>
            <h1 id={SETTINGS_TITLE_ID} className={styles.heading}>
              {title}
            </h1>
          </div>
          <Suspense fallback={<PageLoader />}>
            <Component />
          </Suspense>
        </section>
      </div>
    </div>
  );
}
