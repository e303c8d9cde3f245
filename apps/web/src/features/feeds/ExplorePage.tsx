import type { FeedRow } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { Switch } from '../../ui/Switch';
import { CompassIcon } from '../discovery/icons';
import { Trends } from '../discovery/Trends';
import { QuestionCard } from '../questions/QuestionCard';
import { SearchBar } from '../search/SearchBar';
import { setExploreLanguages, useExploreLanguages } from './explore-languages';
import styles from './Feeds.module.css';
import { rowId, useExploreFeed } from './queries';

/**
 * `/explore` (SPEC §2): public answers from everyone, ranked by recency with a boost for likes.
 * The search bar and the trends sit on top of the page here (the sidebars hide theirs), which
 * also gives phones, where the sidebars are not shown, a way to search.
 */
export default function ExplorePage() {
  // Guests read it too (issue 34), without the member layout and its provider.
  return (
    <QueryProvider>
      <Explore />
    </QueryProvider>
  );
}

function Explore() {
  const { t } = useTranslation();
  usePageTitle(t('feeds.explore'));
  const feed = useExploreFeed();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('feeds.explore')}</h1>
      <SearchBar />
      <Trends variant="page" />
      <AllLanguagesSwitch />
      <FeedList
        feed={feed}
        label={t('feeds.exploreLabel')}
        getKey={rowId}
        renderItem={(row: FeedRow) => <QuestionCard question={row} />}
        newerLabel={(count) => t('feeds.newAnswers', { count })}
        empty={
          <EmptyState large icon={<CompassIcon size={28} />}>
            {t('feeds.exploreEmpty')}
          </EmptyState>
        }
      />
    </div>
  );
}

/**
 * "All languages" (issue 34): off, answers in the reader's language come first; on, all alike.
 * Kept on this device (explore-languages.ts); each choice is a feed of its own, so flipping it
 * shows that feed from its top.
 */
function AllLanguagesSwitch() {
  const { t } = useTranslation();
  const languages = useExploreLanguages();
  return (
    <Switch
      name="all_languages"
      className={styles.languageSwitch}
      label={t('feeds.allLanguages')}
      hint={t('feeds.allLanguagesHint')}
      checked={languages === 'all'}
      onChange={(on) => setExploreLanguages(on ? 'all' : 'mine')}
    />
  );
}
