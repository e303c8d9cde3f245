import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import styles from './SettingsScreen.module.css';
import { ChevronRightIcon } from './settings-icons';
import { SETTINGS_PAGES, type SettingsPageKey } from './settings-pages';

export interface SettingsMenuProps {
  /** The page on screen, marked with aria-current. */
  current?: SettingsPageKey;
  /** The side menu beside a page: titles only. The full list (the /settings page) adds descriptions. */
  compact?: boolean;
}

/** The list of settings pages: the whole /settings screen on every size, and the side menu on wide screens. */
export function SettingsMenu({ current, compact = false }: SettingsMenuProps) {
  const { t } = useTranslation();
  return (
    <ul className={compact ? styles.sideList : styles.menuList}>
      {SETTINGS_PAGES.map(({ key, route, Icon }) => (
        <li key={key}>
          <Link
            to={pathTo(route)}
            className={compact ? styles.sideLink : styles.menuLink}
            aria-current={current === key ? 'page' : undefined}
          >
            <span className={styles.menuIcon}>
              <Icon size={compact ? 18 : 20} />
            </span>
            {compact ? (
              <span className={styles.sideText}>{t(`settings.pages.${key}.title`)}</span>
            ) : (
              <>
                <span className={styles.menuText}>
                  <span className={styles.menuTitle}>{t(`settings.pages.${key}.title`)}</span>
                  <span className={styles.menuDescription}>{t(`settings.pages.${key}.description`)}</span>
                </span>
                <ChevronRightIcon className={styles.chevron} />
              </>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
