import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import MemberFollowButton from '../users/MemberFollowButton';
import { UserName } from '../users/UserName';
import { useSuggestionsQuery } from './queries';
import styles from './Suggestions.module.css';

/** SPEC §9: four placeholder rows while the suggestions load. */
const PLACEHOLDERS = [0, 1, 2, 3];

/** The right sidebar's follow suggestions (SPEC §2): avatar, name, username and a follow button. */
export function Suggestions() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useSuggestionsQuery();
  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <h2 id={headingId} className={styles.title}>
        {t('discovery.suggestions')}
      </h2>
      <SuggestionRows />
    </section>
  );
}

/**
 * The suggestions themselves, under a heading of the caller's: the sidebar's card and the
 * welcome's "people to follow" step (issue 17) show the same rows with the same follow button.
 */
export function SuggestionRows() {
  const { t } = useTranslation();
  const query = useSuggestionsQuery();
  const users = query.data ?? [];
  if (query.isPending) {
    return (
      <>
        <ul className={styles.list} aria-hidden="true">
          {PLACEHOLDERS.map((i) => (
            <li key={i} className={styles.row} data-testid="suggestion-placeholder">
              <span className={styles.avatarPlaceholder} />
              <span className={styles.linesPlaceholder}>
                <span />
                <span />
              </span>
            </li>
          ))}
        </ul>
        <span className="visually-hidden" role="status">
          {t('app.loading')}
        </span>
      </>
    );
  }
  if (users.length === 0) return <p className={styles.empty}>{t('discovery.suggestionsEmpty')}</p>;
  return (
    <ul className={styles.list}>
      {users.map((user) => (
        <li key={user.id} className={styles.row}>
          <Link to={pathTo('Profile', { username: user.username })} className={styles.person}>
            <Avatar user={user} alt="" size={40} />
            <UserName user={user} />
          </Link>
          <MemberFollowButton
            user={user}
            size="sm"
            label={t(user.isFollowing ? 'discovery.unfollowUser' : 'discovery.followUser', { username: user.username })}
          />
        </li>
      ))}
    </ul>
  );
}
