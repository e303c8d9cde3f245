import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { UsersIcon } from '../../ui/icons';
import styles from '../feeds/Feeds.module.css';
import { Timeline } from '../feeds/Timeline';

/** `/home`: the timeline, or what will appear here while there is nothing yet. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('home.title')}</h1>
      <Timeline
        empty={
          <section className={styles.empty}>
            <span className={styles.emptyIcon}>
              <UsersIcon size={28} />
            </span>
            <p className={styles.emptyTitle}>{t('home.emptyTitle')}</p>
            <p className={styles.emptyText}>{t('home.emptyText')}</p>
          </section>
        }
      />
    </div>
  );
}
