import type { Question } from '@qurio/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import styles from './QuestionCard.module.css';

export type Liker = NonNullable<Question['likes']>[number];

/** Who liked an answer: one chip per member, linking to their profile. */
export function LikersList({ likers }: { likers: readonly Liker[] }) {
  return (
    <ul className={styles.likersList}>
      {likers.map((user) => (
        <li key={user.id}>
          <Link to={pathTo('Profile', { username: user.username })} className={styles.liker}>
            <Avatar user={user} alt="" size={28} />
            <span>{user.fullname || user.username}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The likers under the answer on its own page (SPEC §2). */
export function Likers({ likers }: { likers: readonly Liker[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.likers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.likersTitle}>
        {t('question.likedBy')}
      </h2>
      <LikersList likers={likers} />
    </section>
  );
}
