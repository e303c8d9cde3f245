import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/useSession';
import { Avatar } from '../../ui/Avatar';
import { TaggedText } from '../../ui/TaggedText';
import styles from './ProfileCard.module.css';
import { useMyProfileQuery, useStatsQuery } from './queries';

/** The left card of the member layout: who is signed in and their counts (SPEC §1). */
export function ProfileCard() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useMyProfileQuery(session !== null);
  const counts = useStatsQuery(session !== null);
  if (!session) return null;

  const user = profile.data ?? session;
  const answers = profile.data?.answersCount;
  const following = profile.data?.followingCount;
  // Stats are refreshed on every navigation, so they are the fresher follower count.
  const followers = counts.data?.followersCount ?? profile.data?.followerCount;

  return (
    <section className={styles.card} aria-busy={profile.isPending || undefined}>
      <div className={styles.banner} aria-hidden="true" />
      <div className={styles.identity}>
        <Avatar user={user} alt="" size={72} className={styles.avatar} />
        <p className={styles.name}>{user.fullname || user.username}</p>
        <p className={styles.username}>{t('profileCard.username', { username: user.username })}</p>
      </div>
      <ul className={styles.counts}>
        <Count i18nKey="profileCard.answers" count={answers} />
        <Count i18nKey="profileCard.following" count={following} />
        <Count i18nKey="profileCard.followers" count={followers} />
      </ul>
    </section>
  );
}

type CountKey = 'profileCard.answers' | 'profileCard.following' | 'profileCard.followers';

function Count({ i18nKey, count }: { i18nKey: CountKey; count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) {
    return (
      <li className={styles.count}>
        <span className={styles.placeholder} aria-hidden="true" />
        <span className="visually-hidden">{t('app.loading')}</span>
      </li>
    );
  }
  return (
    <li className={styles.count}>
      <TaggedText text={t(i18nKey, { count })} components={{ num: <strong className={styles.number} /> }} />
    </li>
  );
}
