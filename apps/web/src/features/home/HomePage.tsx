import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { UsersIcon } from '../../ui/icons';
import { Timeline } from '../feeds/Timeline';
import styles from './HomePage.module.css';

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
            <span className={styles.icon}>
              <UsersIcon size={28} />
            </span>
            <p className={styles.lead}>{t('home.emptyTitle')}</p>
            <p className={styles.text}>{t('home.emptyText')}</p>
          </section>
        }
      />
    </div>
  );
}
