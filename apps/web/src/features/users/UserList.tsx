import type { ListedUser } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { EmptyState } from '../../ui/EmptyState';
import { FeedList } from '../../ui/feed/FeedList';
import styles from './Profile.module.css';
import { type UserListKind, useUserListFeed } from './queries';
import { UserName } from './UserName';

/** The following and followers tabs of a profile, paged by the one feed hook. */
export function UserList({ kind, username }: { kind: UserListKind; username: string }) {
  const { t } = useTranslation();
  const feed = useUserListFeed(kind, username);
  return (
    <FeedList
      feed={feed}
      label={kind === 'followers' ? t('profile.tabFollowers') : t('profile.tabFollowing')}
      getKey={(row: ListedUser) => row.id}
      renderItem={(row) => (
        <Link to={pathTo('Profile', { username: row.username })} className={styles.userRow}>
          <Avatar user={{ id: row.user_id, image: row.image }} alt="" size={44} />
          <UserName user={row} />
        </Link>
      )}
      empty={
        <EmptyState>
          {kind === 'followers' ? t('profile.emptyFollowers', { username }) : t('profile.emptyFollowing', { username })}
        </EmptyState>
      }
    />
  );
}
