import type { FeedRow } from '@qurio/contract';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import { rowId } from '../feeds/queries';
import { QuestionCard } from '../questions/QuestionCard';
import { UserName } from '../users/UserName';
import { type AnswerTab, type FoundUser, type SearchTab, useAnswerResults, usePeopleResults } from './queries';
import styles from './Search.module.css';
import { rememberPerson } from './search-history';

const TAB_ORDER: readonly SearchTab[] = ['top', 'latest', 'people'];
/** People shown above the top answers; the People tab has them all. */
const PEOPLE_ON_TOP = 3;

/**
 * The three result tabs (SPEC §2): top, latest and people. Each tab is its own feed with its own
 * pages and end flag; only the chosen one is mounted, and its pages wait in the cache meanwhile.
 */
export function SearchResults({ term, tab, onTab }: { term: string; tab: SearchTab; onTab: (tab: SearchTab) => void }) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabRefs = useRef(new Map<SearchTab, HTMLButtonElement>());
  const labels: Record<SearchTab, string> = {
    top: t('search.tabTop'),
    latest: t('search.tabLatest'),
    people: t('search.tabPeople'),
  };

  // The ARIA tabs pattern: arrow keys, Home and End move between the tabs.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TAB_ORDER.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + TAB_ORDER.length,
      Home: 0,
      End: TAB_ORDER.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TAB_ORDER[target % TAB_ORDER.length] ?? 'top';
    onTab(next);
    tabRefs.current.get(next)?.focus();
  };

  const showPeople = () => {
    onTab('people');
    tabRefs.current.get('people')?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={t('search.tabsLabel')} className={styles.tabs} onKeyDown={onKeyDown}>
        {TAB_ORDER.map((id) => (
          <button
            key={id}
            ref={(node) => {
              if (node) tabRefs.current.set(id, node);
              else tabRefs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={`${baseId}-${id}`}
            aria-selected={id === tab}
            aria-controls={`${baseId}-panel`}
            tabIndex={id === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => onTab(id)}
          >
            {labels[id]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${tab}`}>
        {tab === 'people' ? (
          <PeopleResults term={term} label={labels.people} />
        ) : (
          <>
            {/* A search for a name finds people, not answers: Top shows the first ones too. */}
            {tab === 'top' ? <PeopleOnTop term={term} label={labels.people} onShowAll={showPeople} /> : null}
            <AnswerResults key={tab} tab={tab} term={term} label={labels[tab]} />
          </>
        )}
      </div>
    </>
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
  const people = feed.items.slice(0, PEOPLE_ON_TOP);
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
