import type { Question } from '@qurio/contract';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';
import { getSession } from '../../lib/session-store';
import { useSession } from '../../lib/useSession';
import { Avatar } from '../../ui/Avatar';
import {
  ChatIcon,
  EditIcon,
  FlagIcon,
  HeartFilledIcon,
  MoreIcon,
  PinIcon,
  ShareIcon,
  TrashIcon,
  WarningIcon,
} from '../../ui/action-icons';
import { Button } from '../../ui/Button';
import { HeartIcon, MaskIcon } from '../../ui/icons';
import { Menu, type MenuItem } from '../../ui/Menu';
import { onDemand } from '../../ui/on-demand';
import { RelativeTime } from '../../ui/RelativeTime';
import { RichText } from '../../ui/RichText';
import { signInFirst } from '../auth/sign-in-first';
import { UserName } from '../users/UserName';
import { AnswerMedia } from './AnswerMedia';
import { Likers } from './Likers';
import { useToggleLike } from './mutations';
import { usePinnedAnswers, useUnfoldWarnings } from './pins';
import styles from './QuestionCard.module.css';
import type { CardDialog } from './QuestionCardDialogs';

const QuestionCardDialogs = onDemand(async () => (await import('./QuestionCardDialogs')).default);

/** A card's checkbox in the inbox's select mode. */
export interface CardSelection {
  selected: boolean;
  /** The limit is reached: only selected cards can change. */
  disabled: boolean;
  onToggle: () => void;
}

export interface QuestionCardProps {
  question: Question;
  /** On a prompt's own page the prompt stands above the list: each card shows only the answer. */
  onPromptPage?: boolean;
  /** The single-question page lists who liked the answer. */
  showLikers?: boolean;
  /** Held back by a muted word (the held view): it can be deleted or its asker blocked, not answered. */
  held?: boolean;
  /**
   * The inbox's select mode (PendingActions.tsx `selectBox`): a checkbox labelled by the question
   * around the asker, instead of the actions.
   */
  select?: (asker: ReactNode, labelledBy: string) => ReactNode;
  /**
   * A pending question's actions (the inbox and the held view: PendingActions.tsx), handed the
   * card's dialogs. A page of answers never shows one, so its code stays out of theirs.
   */
  pendingActions?: (handlers: PendingHandlers) => ReactNode;
  /**
   * Shown among the profile's pinned answers (issue 33): the "Pinned" mark, and for the owner its
   * place among `pins` to move it up or down.
   */
  pin?: { index: number; pins: readonly Question[] };
}

/** What a pending question's actions open: the card's dialogs. */
export interface PendingHandlers {
  onAnswer: () => void;
  onDelete: () => void;
  onReport: () => void;
  onBlock: () => void;
}

/**
 * The one card for a question everywhere (SPEC §2): pending in the inbox with Answer, Delete and
 * Report; answered on profiles, posts and prompt pages with the like button, the link to the
 * answer's own page and the owner's Edit and Delete. An anonymous question names nobody: the
 * API never sends its sender, and the card never looks for one.
 */
export function QuestionCard({
  question,
  onPromptPage = false,
  showLikers = false,
  held = false,
  select,
  pendingActions,
  pin,
}: QuestionCardProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [revealed, setRevealed] = useState(false);
  const [dialog, setDialog] = useState<CardDialog | null>(null);
  // Where the card is, for the dialogs: once answered, it leaves the inbox (issue 34).
  const articleRef = useRef<HTMLElement>(null);
  const questionId = useId();
  const answererId = useId();
  const isOwner = session?.id === question.user_id;
  const answered = question.status === 'answered';
  const hidden = question.filtered && !revealed;
  const unfoldAll = useUnfoldWarnings();
  // The owner's pins, to offer Pin or Unpin (one request per session, shared with their profile).
  const ownPins = usePinnedAnswers(session?.username ?? '', isOwner && answered);
  const pinned = pin !== undefined || ownPins.some((item) => item.id === question.id);

  // A pending question (the inbox) or one's own answer is there to be acted on: its dialogs load
  // with the list rather than at the first click. A reader's cards load them on use.
  useEffect(() => {
    if (!answered || isOwner) QuestionCardDialogs.preload();
  }, [answered, isOwner]);

  // Guests learn at once that reporting needs an account, before choosing a reason.
  const startReport = () => (getSession() ? setDialog({ kind: 'report' }) : signInFirst());

  // An answer is public: anyone may share it, from any list it appears in (issue 17).
  const share: MenuItem = {
    label: t('question.share'),
    icon: <ShareIcon size={18} />,
    onSelect: () => setDialog({ kind: 'share' }),
  };
  // Built for the owner only: a reader's first page loads none of these strings (i18n/part-keys.ts).
  const pinItems: MenuItem[] = isOwner
    ? [
        {
          label: t(pinned ? 'question.unpin' : 'question.pin'),
          icon: <PinIcon size={18} />,
          onSelect: () => setDialog({ kind: 'pin', pinned }),
        },
        // Move up or down among the pins, where there is a place to move to.
        ...(
          [
            [-1, 'question.moveUp'],
            [1, 'question.moveDown'],
          ] as const
        )
          .filter(([by]) => pin?.pins[pin.index + by])
          .map(([by, label]) => ({ label: t(label), onSelect: () => setDialog({ kind: 'movePin', by }) })),
      ]
    : [];
  const menuItems: MenuItem[] = isOwner
    ? [
        share,
        ...pinItems,
        {
          label: t('question.edit'),
          icon: <EditIcon size={18} />,
          onSelect: () =>
            setDialog({
              kind: 'answer',
              target: {
                kind: 'edit',
                id: question.id,
                question: question.question,
                initial: question.answer ?? '',
                initialWarning: question.content_warning ?? '',
                media: question.media ?? [],
              },
            }),
        },
        {
          label: t('question.delete'),
          icon: <TrashIcon size={18} />,
          danger: true,
          onSelect: () => setDialog({ kind: 'delete' }),
        },
      ]
    : [
        share,
        {
          label: t('question.report'),
          icon: <FlagIcon size={18} />,
          onSelect: startReport,
        },
      ];

  return (
    <article ref={articleRef} className={styles.card} aria-labelledby={onPromptPage ? answererId : questionId}>
      {onPromptPage ? null : (
        <>
          <header className={styles.asker}>
            {select ? select(<Asker question={question} />, questionId) : <Asker question={question} />}
            {answered ? null : <RelativeTime iso={question.date_added} className={styles.date} />}
            {pin ? (
              <span className={styles.pinned}>
                <PinIcon size={16} />
                {t('question.pinned')}
              </span>
            ) : null}
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
            <span className={styles.answerMeta}>
              {question.imported ? (
                <span className={styles.imported} title={t('question.importedLabel')}>
                  {t('question.imported')}
                </span>
              ) : null}
              <Link
                to={pathTo('ProfilePost', { username: question.user.username, question_id: question.id })}
                className={styles.permalink}
              >
                {question.date_answered ? <RelativeTime iso={question.date_answered} /> : t('question.open')}
              </Link>
            </span>
          </div>
          {question.content_warning !== null && !unfoldAll ? (
            <WarnedAnswer question={question} onOpenMedia={(index) => setDialog({ kind: 'media', index })} />
          ) : (
            <AnswerBody question={question} onOpenMedia={(index) => setDialog({ kind: 'media', index })} />
          )}
        </div>
      ) : null}

      <footer className={styles.footer} hidden={select !== undefined}>
        {answered ? (
          <>
            <LikeButton
              question={question}
              likersShown={showLikers}
              onShowLikers={() => setDialog({ kind: 'likers' })}
            />
            <Menu
              label={t('question.more')}
              icon={<MoreIcon />}
              items={menuItems}
              className={styles.menu}
              onOpen={QuestionCardDialogs.preload}
            />
          </>
        ) : (
          pendingActions?.({
            onAnswer: () =>
              setDialog({
                kind: 'answer',
                target: { kind: 'answer', id: question.id, question: question.question, media: [] },
              }),
            onDelete: () => setDialog({ kind: 'delete' }),
            onReport: startReport,
            onBlock: () => setDialog({ kind: 'block' }),
          })
        )}
      </footer>

      {showLikers && question.likes && question.likes.length > 0 ? <Likers likers={question.likes} /> : null}

      {dialog ? (
        <QuestionCardDialogs
          question={question}
          held={held}
          dialog={dialog}
          pin={pin}
          onOpen={setDialog}
          card={articleRef}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </article>
  );
}

/** An answer's text and pictures. */
function AnswerBody({ question, onOpenMedia }: { question: Question; onOpenMedia: (index: number) => void }) {
  return (
    <>
      <p className={styles.answerText}>
        <RichText text={question.answer ?? ''} />
      </p>
      {question.media?.length ? <AnswerMedia media={question.media} onOpen={onOpenMedia} /> : null}
    </>
  );
}

/**
 * An answer folded under its author's content warning (issue 33) until the reader opens it: a
 * disclosure (`details`), so the server-rendered page folds and opens without any script too.
 */
function WarnedAnswer({ question, onOpenMedia }: { question: Question; onOpenMedia: (index: number) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.warned} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span>
          <WarningIcon size={18} />
          <span>
            <strong>{t('question.warningLabel')}: </strong>
            {question.content_warning}
          </span>
        </span>
        <b>{t(open ? 'question.hideAnswer' : 'question.showAnswer')}</b>
      </summary>
      <AnswerBody question={question} onOpenMedia={onOpenMedia} />
    </details>
  );
}

/** 'Anonymous', the named asker, or the prompt label for answers to a question for everyone. */
function Asker({ question }: { question: Question }) {
  const { t } = useTranslation();
  if (question.prompt_id !== null) {
    return (
      <Link to={pathTo('Prompt', { question_id: question.prompt_id })} className={styles.askerLabel}>
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

/**
 * The like toggle and the count. Where the likers are not listed (every feed), the count opens
 * them in a dialog; on the answer's page they are listed under it already.
 */
function LikeButton({
  question,
  likersShown,
  onShowLikers,
}: {
  question: Question;
  likersShown: boolean;
  onShowLikers: () => void;
}) {
  const { t } = useTranslation();
  const toggle = useToggleLike();
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
        <button
          type="button"
          className={`${styles.likeCount} ${styles.likeCountButton}`}
          aria-haspopup="dialog"
          title={t('question.likedBy')}
          onClick={onShowLikers}
        >
          {count}
        </button>
      )}
    </div>
  );
}
