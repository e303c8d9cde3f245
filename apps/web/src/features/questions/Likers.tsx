import type { Question } from '@qurio/contract';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../i18n/error-messages';
import { pathTo } from '../../lib/paths';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import dialogStyles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import styles from './QuestionCard.module.css';
import { useQuestionQuery } from './queries';

type Liker = NonNullable<Question['likes']>[number];

/** Who liked an answer: one chip per member, linking to their profile. */
function LikersList({ likers }: { likers: readonly Liker[] }) {
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

export interface LikersDialogProps {
  question: Question;
  open: boolean;
  onClose: () => void;
}

/**
 * The same likers from a card in a feed: feed rows carry only the count, so the list is the one
 * the answer's page loads (`GET question`, shared cache entry), fetched when the dialog opens.
 */
export function LikersDialog({ question, open, onClose }: LikersDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} labelledBy={titleId} onDismiss={onClose} initialFocus={closeRef}>
      <h2 id={titleId} className={dialogStyles.title}>
        {t('question.likedBy')}
      </h2>
      <LikersDialogBody question={question} />
      <div className={`${dialogStyles.actions} ${styles.likersActions}`}>
        <Button ref={closeRef} variant="secondary" onClick={onClose}>
          {t('question.likersClose')}
        </Button>
      </div>
    </Modal>
  );
}

/** Mounted only while the dialog is open, so a closed dialog loads nothing. */
function LikersDialogBody({ question }: { question: Question }) {
  const { t } = useTranslation();
  const query = useQuestionQuery(question.user.username, question.id);
  if (query.isPending) return <PageLoader compact />;
  if (query.isError) {
    return (
      <p className={dialogStyles.body} role="alert">
        {describeError(t, query.error)}
      </p>
    );
  }
  const likers = query.data.likes ?? [];
  return likers.length > 0 ? (
    <LikersList likers={likers} />
  ) : (
    <p className={dialogStyles.body}>{t('question.likersEmpty')}</p>
  );
}
