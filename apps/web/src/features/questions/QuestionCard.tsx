import type { Question } from '@qurio/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showCallError } from '../../api/show-error';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/useSession';
import { Avatar } from '../../ui/Avatar';
import { ChatIcon, EditIcon, FlagIcon, HeartFilledIcon, MoreIcon, TrashIcon } from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { HeartIcon, MaskIcon } from '../../ui/icons';
import { Menu, type MenuItem } from '../../ui/Menu';
import { RelativeTime } from '../../ui/RelativeTime';
import { RichText } from '../../ui/RichText';
import { showSnack } from '../../ui/snack-store';
import { UserName } from '../users/UserName';
import { AnswerDialog, type AnswerTarget } from './AnswerDialog';
import { Likers, LikersDialog } from './Likers';
import { useDeleteQuestion, useReportQuestion, useToggleLike } from './mutations';
import styles from './QuestionCard.module.css';

export interface QuestionCardProps {
  question: Question;
  /** On a prompt's own page the prompt stands above the list: each card shows only the answer. */
  onPromptPage?: boolean;
  /** The single-question page lists who liked the answer. */
  showLikers?: boolean;
}

/**
 * The one card for a question everywhere (SPEC §2): pending in the inbox with Answer, Delete and
 * Report; answered on profiles, posts and prompt pages with the like button, the link to the
 * answer's own page and the owner's Edit and Delete. An anonymous question names nobody: the
 * API never sends its sender, and the card never looks for one.
 */
export function QuestionCard({ question, onPromptPage = false, showLikers = false }: QuestionCardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const deleteQuestion = useDeleteQuestion();
  const reportQuestion = useReportQuestion();
  const [revealed, setRevealed] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [answering, setAnswering] = useState<AnswerTarget | null>(null);
  const questionId = useId();
  const answererId = useId();
  const isOwner = session?.id === question.user_id;
  const answered = question.status === 'answered';
  const hidden = question.filtered && !revealed;

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteQuestion.mutateAsync(question);
      showSnack(t('question.deleted'));
    } catch (error) {
      setDeleting(false);
      setConfirmDelete(false);
      showCallError(error);
    }
  };

  const menuItems: MenuItem[] = isOwner
    ? [
        {
          label: t('question.edit'),
          icon: <EditIcon size={18} />,
          onSelect: () =>
            setAnswering({
              kind: 'edit',
              id: question.id,
              question: question.question,
              initial: question.answer ?? '',
            }),
        },
        {
          label: t('question.delete'),
          icon: <TrashIcon size={18} />,
          danger: true,
          onSelect: () => setConfirmDelete(true),
        },
      ]
    : [
        {
          label: t('question.report'),
          icon: <FlagIcon size={18} />,
          onSelect: () => reportQuestion(question),
        },
      ];

  return (
    <article className={styles.card} aria-labelledby={onPromptPage ? answererId : questionId}>
      {onPromptPage ? null : (
        <>
          <header className={styles.asker}>
            <Asker question={question} />
            {answered ? null : <RelativeTime iso={question.date_added} className={styles.date} />}
          </header>

          {hidden ? (
            <div className={styles.filtered}>
              <p id={questionId}>{t('question.filtered')}</p>
              <Button variant="secondary" size="sm" onClick={() => setRevealed(true)}>
                {t('question.show')}
              </Button>
            </div>
          ) : (
            <p id={questionId} className={styles.question}>
              <RichText text={question.question} />
            </p>
          )}
        </>
      )}

      {answered ? (
        <div className={onPromptPage ? styles.answerOnly : styles.answer}>
          <div className={styles.answerer}>
            <Link
              id={answererId}
              to={pathTo('Profile', { username: question.user.username })}
              className={styles.person}
            >
              <Avatar user={question.user} alt="" size={36} />
              <UserName user={question.user} />
            </Link>
            <Link
              to={pathTo('ProfilePost', { username: question.user.username, question_id: question.id })}
              className={styles.permalink}
            >
              {question.date_answered ? <RelativeTime iso={question.date_answered} /> : t('question.open')}
            </Link>
          </div>
          <p className={styles.answerText}>
            <RichText text={question.answer ?? ''} />
          </p>
        </div>
      ) : null}

      <footer className={styles.footer}>
        {answered ? (
          <>
            <LikeButton question={question} likersShown={showLikers} />
            <Menu label={t('question.more')} icon={<MoreIcon />} items={menuItems} className={styles.menu} />
          </>
        ) : (
          <PendingActions
            question={question}
            onAnswer={() => setAnswering({ kind: 'answer', id: question.id, question: question.question })}
            onDelete={() => setConfirmDelete(true)}
          />
        )}
      </footer>

      {showLikers && question.likes && question.likes.length > 0 ? <Likers likers={question.likes} /> : null}

      <AnswerDialog target={answering} onClose={() => setAnswering(null)} />
      <Dialog
        open={confirmDelete}
        title={t('question.deleteTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      >
        <p>{t('question.deleteConfirm')}</p>
      </Dialog>
    </article>
  );
}

/** 'Anonymous', the named asker, or the prompt label for answers to a question for everyone. */
function Asker({ question }: { question: Question }) {
  const { t } = useTranslation();
  if (question.prompt_id !== null) {
    return (
      <Link to={pathTo('Question', { question_id: question.prompt_id })} className={styles.askerLabel}>
        <ChatIcon size={18} />
        {t('question.prompt')}
      </Link>
    );
  }
  if (question.sender) {
    return (
      <Link to={pathTo('Profile', { username: question.sender.username })} className={styles.askerLabel}>
        <Avatar user={question.sender} alt="" size={24} />
        {question.sender.fullname || question.sender.username}
      </Link>
    );
  }
  return (
    <span className={styles.askerLabel}>
      <MaskIcon size={18} />
      {t('question.anonymous')}
    </span>
  );
}

function PendingActions({
  question,
  onAnswer,
  onDelete,
}: {
  question: Question;
  onAnswer: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const reportQuestion = useReportQuestion();
  return (
    <div className={styles.pendingActions}>
      {/* SPEC §4: a filtered question cannot be answered, even after it is shown. */}
      {question.filtered ? null : (
        <Button size="sm" onClick={onAnswer}>
          {t('question.answer')}
        </Button>
      )}
      <Button size="sm" variant="secondary" icon={<TrashIcon size={16} />} onClick={onDelete}>
        {t('question.delete')}
      </Button>
      <Button size="sm" variant="ghost" icon={<FlagIcon size={16} />} onClick={() => reportQuestion(question)}>
        {t('question.report')}
      </Button>
    </div>
  );
}

/**
 * The like toggle and the count. Where the likers are not listed (every feed), the count opens
 * them in a dialog; on the answer's page they are listed under it already.
 */
function LikeButton({ question, likersShown }: { question: Question; likersShown: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleLike();
  const [showingLikers, setShowingLikers] = useState(false);
  const count = t('question.likes', { count: question.like_count });
  return (
    <div className={styles.like}>
      <button
        type="button"
        className={styles.likeButton}
        aria-pressed={question.liked}
        aria-label={t('question.like')}
        title={t('question.like')}
        onClick={() => toggle(question)}
      >
        {question.liked ? <HeartFilledIcon /> : <HeartIcon />}
      </button>
      {likersShown || question.like_count === 0 ? (
        <span className={styles.likeCount}>{count}</span>
      ) : (
        <>
          <button
            type="button"
            className={`${styles.likeCount} ${styles.likeCountButton}`}
            aria-haspopup="dialog"
            title={t('question.likedBy')}
            onClick={() => setShowingLikers(true)}
          >
            {count}
          </button>
          <LikersDialog question={question} open={showingLikers} onClose={() => setShowingLikers(false)} />
        </>
      )}
    </div>
  );
}
