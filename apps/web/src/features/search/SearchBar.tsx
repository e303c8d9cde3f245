import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatch, useNavigate } from 'react-router';
import { PATHS, pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { PageLoader } from '../../ui/PageLoader';
import { SearchIcon } from '../discovery/icons';
import { UserName } from '../users/UserName';
import { HistoryList } from './HistoryList';
import { useQuickPeople } from './queries';
import styles from './Search.module.css';
import { SearchInput } from './SearchInput';
import { addSearchHistory, rememberPerson, useSearchHistory } from './search-history';
import { isSearchable, searchPath, useDebouncedTerm } from './search-term';

/** SPEC §2: the right sidebar hides its search bar on Search and Explore, which have their own. */
export function SidebarSearch() {
  const onSearch = useMatch(PATHS.Search) !== null;
  const onExplore = useMatch(PATHS.Explore) !== null;
  return onSearch || onExplore ? null : <SearchBar />;
}

/**
 * The search bar (SPEC §2 "Sidebars and search bar"). While it has focus a panel opens under it:
 * the history when the term is under two characters, otherwise the first people found, headed
 * Results or No User Found, under a row that starts the full search (as Enter does).
 */
export function SearchBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [text, setText] = useState('');
  // Kept here, not in the results below: those mount on the second character, and a debounced
  // value that starts with the text would search at once instead of after the pause (SPEC §4).
  const term = useDebouncedTerm(text);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => setOpen(false);

  const startSearch = () => {
    const term = text.trim();
    if (!isSearchable(term)) return;
    addSearchHistory({ term });
    close();
    const to = searchPath(term);
    if (pathname !== to) void navigate(to);
  };

  return (
    // Only follows the focus moving in and out of the field and the panel, and Escape; the
    // controls inside are the interactive elements.
    // biome-ignore lint/a11y/noStaticElementInteractions: a focus-tracking container, not a control.
    <div
      ref={rootRef}
      className={styles.bar}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close();
        inputRef.current?.focus();
      }}
    >
      <SearchInput
        inputRef={inputRef}
        value={text}
        onChange={(value) => {
          setText(value);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onSubmit={startSearch}
        onClean={() => {
          setText('');
          inputRef.current?.focus();
        }}
      />
      {open ? (
        // Keeps the focus in the field while a row is clicked, so the panel does not close first.
        // biome-ignore lint/a11y/noStaticElementInteractions: a container; its rows are links and buttons.
        <div className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
          {isSearchable(text.trim()) ? (
            <QuickResults text={text} term={term} onSelect={close} />
          ) : (
            <History onSelect={close} />
          )}
        </div>
      ) : null}
    </div>
  );
}

function History({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const entries = useSearchHistory();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('search.history')}
      </h2>
      <HistoryList entries={entries} onSelect={onSelect} />
    </section>
  );
}

/** `term` is the text after the pause in typing; until it catches up, the panel shows it is loading. */
function QuickResults({ text, term, onSelect }: { text: string; term: string; onSelect: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const live = text.trim();
  const quick = useQuickPeople(term);
  const users = term === live ? (quick.data ?? []) : [];
  const loading = term !== live || quick.isPending;
  const none = !loading && users.length === 0;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle} aria-live="polite">
        {none ? t('search.noUser') : t('search.results')}
      </h2>
      <ul className={styles.rows}>
        <li>
          <Link
            to={searchPath(live)}
            className={styles.row}
            onClick={() => {
              addSearchHistory({ term: live });
              onSelect();
            }}
          >
            <span className={styles.rowIcon}>
              <SearchIcon size={16} />
            </span>
            <span className={styles.term}>{t('search.searchFor', { term: live })}</span>
          </Link>
        </li>
        {users.map((user) => (
          <li key={user.id}>
            <Link
              to={pathTo('Profile', { username: user.username })}
              className={styles.row}
              onClick={() => {
                rememberPerson(user);
                onSelect();
              }}
            >
              <Avatar user={user} alt="" size={32} />
              <UserName user={user} />
            </Link>
          </li>
        ))}
      </ul>
      {loading ? <PageLoader compact /> : null}
    </section>
  );
}
