import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { TrashIcon } from '../../ui/action-icons';
import { HistoryIcon } from '../discovery/icons';
import styles from './Search.module.css';
import { addSearchHistory, removeSearchHistory, type SearchHistoryEntry } from './search-history';
import { searchPath } from './search-term';

/** Where a history item leads: a person's profile, or the full search for the term again. */
export function historyPath(entry: SearchHistoryEntry): string {
  return entry.username ? pathTo('Profile', { username: entry.username }) : searchPath(entry.term);
}

/**
 * The search history (SPEC §2), newest first: clicking an item searches again (or opens the
 * person) and moves it to the top; the trash button removes it.
 */
export function HistoryList({ entries, onSelect }: { entries: SearchHistoryEntry[]; onSelect?: () => void }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p className={styles.muted}>{t('search.historyEmpty')}</p>;
  return (
    <ul className={styles.rows}>
      {entries.map((entry) => (
        <li key={entry.term.toLocaleLowerCase()} className={styles.historyRow}>
          <Link
            to={historyPath(entry)}
            className={styles.row}
            onClick={() => {
              addSearchHistory(entry);
              onSelect?.();
            }}
          >
            {entry.username ? (
              <>
                <Avatar user={{ id: entry.id ?? 0, image: entry.image ?? null }} alt="" size={32} />
                <span className={styles.person}>
                  <span className={styles.personName}>{entry.name || entry.username}</span>
                  <span className={styles.personUsername}>@{entry.username}</span>
                </span>
              </>
            ) : (
              <>
                <span className={styles.rowIcon}>
                  <HistoryIcon size={16} />
                </span>
                <span className={styles.term}>{entry.term}</span>
              </>
            )}
          </Link>
          <button
            type="button"
            className={styles.remove}
            aria-label={t('search.remove', { term: entry.username ? `@${entry.username}` : entry.term })}
            title={t('search.remove', { term: entry.username ? `@${entry.username}` : entry.term })}
            onClick={() => removeSearchHistory(entry.term)}
          >
            <TrashIcon size={16} />
          </button>
        </li>
      ))}
    </ul>
  );
}
