import type { PublicUser } from '@qurio/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar, uploadUrl } from '../../ui/Avatar';
import { onDemand } from '../../ui/on-demand';
import { RichText } from '../../ui/RichText';
import { TaggedText } from '../../ui/TaggedText';
import { Badges } from './Badges';
import { FollowButton } from './FollowButton';
import styles from './Profile.module.css';
import { ProfileMenu } from './ProfileMenu';
import { VerifiedMark } from './UserName';

// The owner's picture and cover controls: loaded on the owner's own profile only; until they are
// there, their row keeps its place.
const ProfileImageControls = onDemand<{ className?: string }>(
  async () => (await import('../settings/ProfileImageControls')).ProfileImageControls,
  (props) => <div className={`${props.className ?? ''} ${styles.imageControlsSlot}`} aria-hidden="true" />,
);

export interface ProfileHeaderProps {
  user: PublicUser;
  own: boolean;
  /** Blocked or suspended: only the name remains, without actions or counts (SPEC §2). */
  restricted: boolean;
}

/**
 * Cover, picture, name with the verified mark, @username, online marker, badges, bio and counts;
 * the owner also gets the controls to change the picture and the cover (SPEC §2).
 */
export function ProfileHeader({ user, own, restricted }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const name = user.fullname || user.username;
  const num = { num: <strong className={styles.countNumber} /> };
  return (
    <section className={styles.header} aria-labelledby="profile-name">
      {user.cover ? (
        <img className={styles.cover} src={uploadUrl(user.cover)} alt="" />
      ) : (
        <div className={styles.cover} aria-hidden="true" />
      )}
      <div className={styles.headerBody}>
        <div className={styles.topRow}>
          <Avatar user={user} alt="" size={104} className={styles.avatar} />
          {restricted ? null : (
            <div className={styles.actions}>
              {own ? null : <FollowButton user={user} />}
              <ProfileMenu user={user} own={own} />
            </div>
          )}
        </div>
        <h1 id="profile-name" className={styles.name}>
          <span>{name}</span>
          {user.verified ? <VerifiedMark label={t('profile.verified')} size={22} /> : null}
        </h1>
        <p className={styles.handle}>
          <span>@{user.username}</span>
          {user.isOnline ? (
            <span className={styles.online}>
              <span className={styles.onlineDot} aria-hidden="true" />
              {t('profile.online')}
            </span>
          ) : null}
        </p>
        {own && !restricted ? <ProfileImageControls className={styles.imageControls} /> : null}
        {restricted ? null : (
          <>
            <Badges badges={user.badges} />
            {user.bio ? (
              <p className={styles.bio}>
                <RichText text={user.bio} />
              </p>
            ) : null}
            <ul className={styles.counts}>
              <li>
                <TaggedText text={t('profileCard.answers', { count: user.answersCount })} components={num} />
              </li>
              <li>
                <Link to={pathTo('UserFollowings', { username: user.username })} className={styles.countLink}>
                  <TaggedText text={t('profileCard.following', { count: user.followingCount })} components={num} />
                </Link>
              </li>
              <li>
                <Link to={pathTo('UserFollowers', { username: user.username })} className={styles.countLink}>
                  <TaggedText text={t('profileCard.followers', { count: user.followerCount })} components={num} />
                </Link>
              </li>
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
