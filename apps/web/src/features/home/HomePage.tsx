import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/usePageTitle';
import { UsersIcon } from '../../ui/icons';
import styles from './HomePage.module.css';

/** The timeline arrives in a later issue; until then Home says honestly what will appear here. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('home.title')}</h1>
      <section className={styles.empty}>
        <span className={styles.icon}>
          <UsersIcon size={28} />
        </span>
        <p className={styles.lead}>{t('home.emptyTitle')}</p>
        <p className={styles.text}>{t('home.emptyText')}</p>
      </section>
    </div>
  );
}
