import type { FeedRow } from '@qurio/contract';
import { peopleAbove, SEARCH_TABS } from '@qurio/queries';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { Tabs, type TabsHandle } from '../../ui/Tabs';
import { rowId } from '../feeds/queries';
import { QuestionCard } from '../questions/QuestionCard';
import { UserName } from '../users/UserName';
import { type AnswerTab, type FoundUser, type SearchTab, useAnswerResults, usePeopleResults } from './queries';
import styles from './Search.module.css';
import { rememberPerson } from './search-history';

/**
 * The three result tabs (SPEC §2): top, latest and people. Each tab is its own feed with its own
 * pages and end flag; only the chosen one is mounted, and its pages wait in the cache meanwhile.
 */
export function SearchResults({ term, tab, onTab }: { term: string; tab: SearchTab; onTab: (tab: SearchTab) => void }) {
  const { t } = useTranslation();
  const tabs = useRef<TabsHandle>(null);
  const labels: Record<SearchTab, string> = {
    top: t('search.tabTop'),
    latest: t('search.tabLatest'),
    people: t('search.tabPeople'),
  };

  const showPeople = () => {
    onTab('people');
    tabs.current?.focus('people');
  };

  return (
    <Tabs
      label={t('search.tabsLabel')}
      tabs={SEARCH_TABS.map((id) => ({ id, label: labels[id] }))}
      selected={tab}
      onSelect={onTab}
      handle={tabs}
    >
      {tab === 'people' ? (
        <PeopleResults term={term} label={labels.people} />
      ) : (
        <>
          {/* A search for a name finds people, not answers: Top shows the first ones too. */}
          {tab === 'top' ? <PeopleOnTop term={term} label={labels.people} onShowAll={showPeople} /> : null}
          <AnswerResults key={tab} tab={tab} term={term} label={labels[tab]} />
        </>
      )}
    </Tabs>
  );
}

function AnswerResults({ tab, term, label }: { tab: AnswerTab; term: string; label: string }) {
  const { t } = useTranslation();
  const feed = useAnswerResults(tab, term);
  return (
    <FeedList
      feed={feed}
      label={label}
      getKey={rowId}
      renderItem={(row: FeedRow) => <QuestionCard question={row} />}
      empty={<EmptyState>{t('search.emptyAnswers', { term })}</EmptyState>}
    />
  );
}

function PersonCard({ user }: { user: FoundUser }) {
  const { t } = useTranslation();
  return (
    <Link
      to={pathTo('Profile', { username: user.username })}
      className={styles.personCard}
      onClick={() => rememberPerson(user)}
    >
      <Avatar user={user} alt="" size={48} />
      <span className={styles.personText}>
        <UserName user={user} />
        {user.bio ? <span className={styles.bio}>{user.bio}</span> : null}
        <span className={styles.followers}>{t('search.followers', { count: user.followerCount })}</span>
      </span>
    </Link>
  );
}

function PeopleResults({ term, label }: { term: string; label: string }) {
  const { t } = useTranslation();
  const feed = usePeopleResults(term);
  return (
    <FeedList
      feed={feed}
      label={label}
      getKey={(user: FoundUser) => user.id}
      renderItem={(user) => <PersonCard user={user} />}
      empty={<EmptyState>{t('search.emptyPeople', { term })}</EmptyState>}
    />
  );
}

/**
 * The first people found, above the top answers: the People tab's own first page (one request,
 * shared cache), so switching to it shows them at once. Nothing while loading or when nobody matches.
 */
function PeopleOnTop({ term, label, onShowAll }: { term: string; label: string; onShowAll: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const feed = usePeopleResults(term);
  const people = peopleAbove('top', feed.items);
  if (people.length === 0) return null;
  return (
    <section className={styles.peopleOnTop} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {label}
      </h2>
      <ul className={styles.peopleList}>
        {people.map((user) => (
          <li key={user.id}>
            <PersonCard user={user} />
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" onClick={onShowAll}>
        {t('search.allPeople')}
      </Button>
    </section>
  );
}
