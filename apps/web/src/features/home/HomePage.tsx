import { useTranslation } from 'react-i18next';
import { NarrowOnly } from '../../app/layouts/NarrowOnly';
import { usePageTitle } from '../../app/usePageTitle';
import { pathTo } from '../../lib/paths';
import { LinkButton } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { UsersIcon } from '../../ui/screen-icons';
import { Suggestions } from '../discovery/Suggestions';
import styles from '../feeds/Feeds.module.css';
import { Timeline } from '../feeds/Timeline';
import { ShareProfileCard } from '../users/ShareProfileCard';

/** `/home`: the timeline, or, while there is nothing yet, where to find people to follow. */
export default function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('home.title')}</h1>
      <Timeline
        empty={
          <>
            <EmptyState
              large
              icon={<UsersIcon size={28} />}
              title={t('home.emptyTitle')}
              action={
                <LinkButton to={pathTo('Explore')} variant="secondary">
                  {t('home.exploreLink')}
                </LinkButton>
              }
            >
              {t('home.emptyText')}
            </EmptyState>
            {/* A new member on a phone still finds people to follow and the link that brings questions in. */}
            <NarrowOnly>
              <Suggestions />
              <ShareProfileCard />
            </NarrowOnly>
          </>
        }
      />
    </div>
  );
}
