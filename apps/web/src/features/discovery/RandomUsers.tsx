import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import styles from './Footer.module.css';
import { useRandomUsersQuery } from './queries';

/** The member footer's row of faces (SPEC §2): random active members, each a link to the profile. */
export function RandomUsers() {
  const { t } = useTranslation();
  const users = useRandomUsersQuery().data ?? [];
  if (users.length === 0) return null;
  return (
    <nav className={styles.people} aria-label={t('discovery.people')}>
      <ul>
        {users.map((user) => (
          <li key={user.id}>
            <Link to={pathTo('Profile', { username: user.username })} title={`@${user.username}`}>
              <Avatar user={user} alt={user.fullname || user.username} size={36} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
