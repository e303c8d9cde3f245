import type { Question } from '@qurio/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showCallError } from '../../api/show-error';
import { describeError } from '../../i18n/error-messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import dialogStyles from '../../ui/Dialog.module.css';
import { Modal } from '../../ui/Modal';
import { PageLoader } from '../../ui/PageLoader';
import { showSnack } from '../../ui/snack-store';
import { ShareDialog } from '../share/ShareDialog';
import { answerShareTarget } from '../share/targets';
import { AnswerDialog, type AnswerTarget } from './AnswerDialog';
import { useBlockAsker, useDeleteQuestion, useReportQuestion } from './dialog-mutations';
import { LikersList } from './Likers';
import MediaViewer from './MediaViewer';
import { useMovePin, usePinToggle } from './pin-mutations';
import styles from './QuestionCard.module.css';
import { useQuestionQuery } from './queries';
import { ReportDialog } from './ReportDialog';

/** Which of a card's dialogs is open (QuestionCard). */
export type CardDialog =
  | { kind: 'share' | 'delete' | 'report' | 'block' | 'likers' }
  | { kind: 'answer'; target: AnswerTarget }
  /** The full-size viewer, opened at the answer's picture `index`. */
  | { kind: 'media'; index: number }
  /** The owner's Pin or Unpin, and Move among the pins (issue 33): no dialog, the write runs and closes. */
  | { kind: 'pin'; pinned: boolean }
  | { kind: 'movePin'; by: -1 | 1 };

export interface QuestionCardDialogsProps {
  question: Question;
  /** Its place among the profile's pinned answers (QuestionCard's `pin`), for Move up and down. */
  pin?: { index: number; pins: readonly Question[] } | undefined;
  held: boolean;
  dialog: CardDialog;
  onClose: () => void;
}

/**
 * The dialogs a question card opens (share, answer or edit, delete, report, block the asker, the
 * likers, the pictures' viewer), loaded with the first one opened: a reader who only reads never downloads them.
 */
export default function QuestionCardDialogs({ question, held, dialog, pin, onClose }: QuestionCardDialogsProps) {
  const { t } = useTranslation();
  const deleteQuestion = useDeleteQuestion();
  const reportQuestion = useReportQuestion();
  const blockAsker = useBlockAsker();
  const [deleting, setDeleting] = useState(false);
  const answered = question.status === 'answered';

  const remove = async () => {
    setDeleting(true);
    try {
      await deleteQuestion.mutateAsync({ question, held });
      showSnack(t('question.deleted'));
    } catch (error) {
      setDeleting(false);
      onClose();
      showCallError(error);
    }
  };

  const block = async () => {
    try {
      await blockAsker.mutateAsync({ question, held });
      showSnack(t('safety.block.done'));
    } catch (error) {
      showCallError(error);
    }
    onClose();
  };

  return (
    <>
      {answered ? (
        <ShareDialog target={answerShareTarget(t, question)} open={dialog.kind === 'share'} onClose={onClose} />
      ) : null}
      <AnswerDialog target={dialog.kind === 'answer' ? dialog.target : null} onClose={onClose} />
      <Dialog
        open={dialog.kind === 'delete'}
        title={t('question.deleteTitle')}
        confirmLabel={t('dialog.yes')}
        cancelLabel={t('dialog.no')}
        variant="danger"
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={onClose}
      >
        <p>{t('question.deleteConfirm')}</p>
      </Dialog>
      <Dialog
        open={dialog.kind === 'block'}
        title={t('safety.block.title')}
        confirmLabel={t('safety.block.confirm')}
        cancelLabel={t('safety.report.cancel')}
        variant="danger"
        busy={blockAsker.isPending}
        onConfirm={() => void block()}
        onCancel={onClose}
      >
        <p>{t('safety.block.text')}</p>
      </Dialog>
      <ReportDialog
        open={dialog.kind === 'report'}
        title={t(answered ? 'safety.report.titleAnswer' : 'safety.report.titleQuestion')}
        sentMessage={t('question.reported')}
        onSend={(reason) => reportQuestion.mutateAsync({ question, reason })}
        onClose={onClose}
      />
      {dialog.kind === 'likers' ? <LikersDialog question={question} onClose={onClose} /> : null}
      {dialog.kind === 'media' ? <MediaViewer media={question.media} start={dialog.index} onClose={onClose} /> : null}
      {dialog.kind === 'pin' || dialog.kind === 'movePin' ? (
        <PinAction question={question} action={dialog} pin={pin} onDone={onClose} />
      ) : null}
    </>
  );
}

/**
 * The same likers from a card in a feed: feed rows carry only the count, so the list is the one
 * the answer's page loads (`GET question`, shared cache entry), fetched when the dialog opens.
 */
function LikersDialog({ question, onClose }: { question: Question; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open labelledBy={titleId} onDismiss={onClose} initialFocus={closeRef}>
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

/** Runs the owner's pin write once, then closes (its outcome is a snack, or the list's new order). */
function PinAction({
  question,
  action,
  pin,
  onDone,
}: {
  question: Question;
  action: Extract<CardDialog, { kind: 'pin' | 'movePin' }>;
  pin: QuestionCardDialogsProps['pin'];
  onDone: () => void;
}) {
  const togglePin = usePinToggle();
  const movePin = useMovePin();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run =
      action.kind === 'pin'
        ? togglePin(question, action.pinned)
        : movePin(question.user.username, pin?.pins ?? [], pin?.index ?? 0, action.by);
    void run.finally(onDone);
  }, [action, question, pin, togglePin, movePin, onDone]);
  return null;
}
