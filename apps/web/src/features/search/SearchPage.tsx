import { LIMITS } from '@qurio/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryProvider } from '../../app/QueryProvider';
import { usePageTitle } from '../../app/usePageTitle';
import { HistoryList } from './HistoryList';
import { resetOtherSearches, type SearchTab } from './queries';
import styles from './Search.module.css';
import { SearchInput } from './SearchInput';
import { SearchResults } from './SearchResults';
import { addSearchHistory, useSearchHistory } from './search-history';
import { isSearchable, searchPath, useDebouncedTerm } from './search-term';

/**
 * The tab last chosen, for this visit. Not in the URL: a hashtag link to the search already shown
 * must change nothing (SPEC §2), and coming back from a result keeps the reader's tab.
 */
let lastTab: SearchTab = 'top';

/**
 * `/search` and `/search/{term}` (SPEC §2, §4 "Search"). The URL holds the applied term, so
 * hashtag links, trends and the sidebar's search bar all land here the same way; typing in the
 * field applies the trimmed term after the 500 ms pause by replacing the URL. Under two
 * characters nothing is searched and the history shows instead of results.
 */
export default function SearchPage() {
  // Guests search too (issue 34), without the member layout and its provider.
  return (
    <QueryProvider>
      <Search />
    </QueryProvider>
  );
}

function Search() {
  const { t } = useTranslation();
  usePageTitle(t('search.title'));
  const { term: param = '' } = useParams();
  const applied = param.trim();
  const navigate = useNavigate();
  const [tab, setTab] = useState<SearchTab>(lastTab);
  const queryClient = useQueryClient();
  const [text, setText] = useState(param);
  const typed = useDebouncedTerm(text);

  // A new term from outside (a hashtag, a trend, the back button) shows in the field.
  useEffect(() => {
    setText((current) => (current.trim() === applied ? current : applied));
  }, [applied]);

  // A pause in typing applies the term. Only a change of the typed term navigates: a term that
  // arrived from outside must not be overwritten by the previous typing.
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (lastTyped.current === typed) return;
    lastTyped.current = typed;
    const next = isSearchable(typed) ? typed : '';
    if (next !== applied) void navigate(searchPath(next), { replace: true });
  }, [typed, applied, navigate]);

  useEffect(() => resetOtherSearches(queryClient, applied), [queryClient, applied]);

  const submit = () => {
    const term = text.trim();
    if (!isSearchable(term)) return;
    addSearchHistory({ term });
    if (term !== applied) void navigate(searchPath(term));
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('search.title')}</h1>
      <SearchInput
        value={text}
        onChange={setText}
        onSubmit={submit}
        onClean={() => setText('')}
        autoFocus={applied === ''}
      />
      {isSearchable(applied) ? (
        <SearchResults
          term={applied}
          tab={tab}
          onTab={(next) => {
            lastTab = next;
            setTab(next);
          }}
        />
      ) : (
        <SearchHistoryPanel short={text.trim().length > 0} />
      )}
    </div>
  );
}

function SearchHistoryPanel({ short }: { short: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const entries = useSearchHistory();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      {short ? <p className={styles.hint}>{t('search.minLength', { min: LIMITS.searchMin })}</p> : null}
      <h2 id={headingId} className={styles.panelTitle}>
        {t('search.history')}
      </h2>
      <HistoryList entries={entries} />
    </section>
  );
}
